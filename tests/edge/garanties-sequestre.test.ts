// Issue 78 item 1 on the edge entry (ADR 122): the trust-account check, still one round trip, counts the GLI
// premiums owed to the insurer and stays at 0 difference through a paid term and an insurer's indemnity, which
// reads « Indemnité <organisme> » on the tenant's account.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const releve = async (ligne: string) => {
  const f = new FormData();
  f.append("file", new File([`Date;Libellé;Montant;Solde\n${ligne}\n`], "r.csv"));
  f.append("nouveauCompte", "Séquestre");
  return (await json(await edge.call("POST", "/api/banque/releves", f), 201)).releve
    .compteId as number;
};

describe("the trust-account check of a GLI lease on the edge", () => {
  it("balances through a premium and an indemnity", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
    await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = (
      await json(
        await edge.call("POST", "/api/Dossier", { ...valid.Dossier(a.id, l.id), depotGarantie: 0 }),
        201,
      )
    ).id;
    const contrat = await json(
      await edge.call("POST", "/api/ContratGli", {
        assureur: "Assur Loyers",
        numeroContrat: "EDGE-SEQ",
        taux: 2,
      }),
      201,
    );
    await json(
      await edge.call("PUT", `/api/Dossier/${d}/garantie`, {
        type: "gli",
        gli: { ContratGliId: contrat.id },
      }),
    );
    const q = await json(
      await edge.call("POST", `/api/Quitance/generate/${d}`, { date: "2026-01-05" }),
      201,
    );
    await json(
      await edge.call("POST", `/api/Dossier/${d}/paiements`, {
        montant: "970,50",
        date: "2026-01-06",
        mode: "Virement",
        QuitanceId: q.id,
      }),
      201,
    );
    const compte = await releve("06/01/2026;VIR LOYER;970,50;970,50");
    await json(await edge.call("PUT", `/api/banque/comptes/${compte}`, { sequestre: true }));
    const lu = await counted(edge, () => edge.call("GET", "/api/sequestre?au=2026-01-31"));
    // 970,50 € in the bank: the owner's 951,09 € and the insurer's 2 % premium, 19,41 €.
    expect(await json(lu.res)).toMatchObject({
      soldesMandants: 951.09,
      primesAssureurs: 19.41,
      totalDu: 970.5,
      ecart: 0,
    });
    expect(lu.trips).toBe(1);

    await json(await edge.call("POST", `/api/Quitance/generate/${d}`, { date: "2026-02-05" }), 201);
    await json(
      await edge.call("POST", `/api/Dossier/${d}/indemnites`, {
        date: "2026-03-10",
        montant: 970.5,
        organisme: "Assur Loyers",
        periodes: ["2026-02"],
      }),
      201,
    );
    // The insurer's payment reads as its own on the tenant's account, never as the tenant's (item 2).
    const compteLocataire = await json(await edge.call("GET", `/api/Dossier/${d}/compte`));
    expect(compteLocataire.ecritures.map((e: { libelle: string }) => e.libelle)).toContain(
      "Indemnité Assur Loyers (2026-02)",
    );
    await releve("10/03/2026;VIR ASSUR LOYERS;970,50;1 941,00");
    expect(await json(await edge.call("GET", "/api/sequestre?au=2026-03-31"))).toMatchObject({
      soldesMandants: 1902.18,
      primesAssureurs: 38.82,
      totalDu: 1941,
      ecart: 0,
    });
  });
});
