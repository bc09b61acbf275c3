// The trust-account check on the edge entry (issue 38 part 6, ADR 034): the check is one statement, sent with the
// session's check (1 round trip); marking the trust account is one write batch after the session's check (2); the
// PDF reads in one trip, then stores itself as every generated document does.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

describe("the trust-account check on the edge", () => {
  it("reads the check in one round trip, marks the trust account in one write batch, and makes its PDF", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
    await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
    const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
    const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
    const q = await json(
      await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-01-05" }),
      201,
    );
    await json(
      await edge.call("POST", `/api/Dossier/${d.id}/paiements`, {
        montant: "970,50",
        date: "2026-01-06",
        mode: "Virement",
        QuitanceId: q.id,
      }),
      201,
    );
    const f = new FormData();
    f.append(
      "file",
      new File(["Date;Libellé;Montant;Solde\n31/01/2026;VIR LOYER;970,50;1 820,50\n"], "r.csv"),
    );
    f.append("nouveauCompte", "Compte principal");
    const r = await json(await edge.call("POST", "/api/banque/releves", f), 201);
    const marque = await counted(edge, () =>
      edge.call("PUT", `/api/banque/comptes/${r.releve.compteId}`, { sequestre: true }),
    );
    expect((await json(marque.res)).compte.sequestre).toBe(true);

    const lu = await counted(edge, () => edge.call("GET", "/api/sequestre?au=2026-01-31"));
    // Owner 970,50 € + deposit 850 € = 1 820,50 €, the statement's balance: it balances.
    expect(await json(lu.res)).toMatchObject({
      au: "2026-01-31",
      soldesMandants: 970.5,
      depotsDetenus: 850,
      creditsLocataires: 0,
      totalDu: 1820.5,
      soldeBanque: 1820.5,
      ecart: 0,
      dateReleve: "2026-01-31",
      CompteBancaireId: r.releve.compteId,
    });
    const pdf = await counted(edge, () =>
      edge.call("GET", "/api/sequestre/generate?au=2026-01-31"),
    );
    expect((await json(pdf.res)).generated).toMatch(/^\/files\/documents\/.+\.pdf$/);
    const refus = await json(await edge.call("GET", "/api/sequestre?au=2026-02-30"), 400);
    expect(refus.error.fields.au).toBe("Date invalide (format attendu AAAA-MM-JJ).");
    console.log(
      `[edge] allers-retours libSQL : représentation des fonds ${lu.trips}, compte marqué séquestre ${marque.trips}, PDF ${pdf.trips}`,
    );
    expect(lu.trips).toBe(1);
    expect(marque.trips).toBe(2);
  });
});
