// Issue 78 on the edge entry (ADR 136): a tenant's payment of a GLI insurer's claim leaves by the supplier batch
// (prepared in one write batch, validated by a second person, once), Visale's by a manual « Virement fait le »; the
// trust check, still one round trip, stays at 0 difference. The same rules as
// tests/api/garanties/recuperations-reversees.test.ts.
import { parisDate } from "../../worker/domain/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { fournisseurValide } from "../support/travaux";
import { counted, type Instance, jsonOf as json } from "./instance";
import { type secondAdmin, toutVerifier, avecSecondAdmin } from "./iban";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
// The agency's Paris days: the money came in yesterday, leaves today (one bank statement each).
const jour = parisDate(new Date());
const hier = parisDate(new Date(Date.now() - 86_400_000));
const fr = (d: string) => d.split("-").reverse().join("/");
let contrat = 0;

beforeAll(async () => {
  ({ edge, second } = await avecSecondAdmin());
  await json(await edge.call("PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE }));
  await toutVerifier(edge);
  const f = await json(
    await edge.call(
      "POST",
      "/api/Fournisseur",
      fournisseurValide({
        raisonSociale: "Assur Edge SA",
        siret: null,
        metiers: ["assurance"],
        decennale: null,
        rcPro: null,
      }),
    ),
    201,
  );
  await json(await second("POST", `/api/Fournisseur/${f.id}/iban/confirmer`));
  contrat = (
    await json(
      await edge.call("POST", "/api/ContratGli", {
        assureur: "Assur Edge",
        numeroContrat: "EDGE-REC",
        taux: 2,
        FournisseurId: f.id,
      }),
      201,
    )
  ).id;
});

/** A lease whose last month the insurer paid (500 €), the tenant paying it `montant` back (none when null). */
async function bailRecupere(garantie: unknown, organisme: string, montant: number | null) {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const c = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
  await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`));
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = (
    await json(
      await edge.call("POST", "/api/Dossier", {
        ...valid.Dossier(a.id, l.id),
        dateEntree: "2025-01-01",
        dateDebutBail: "2025-01-01",
        depotGarantie: 0,
      }),
      201,
    )
  ).id as number;
  await json(await edge.call("PUT", `/api/Dossier/${d}/garantie`, garantie));
  await json(
    await edge.call("POST", `/api/Quitance/generate/${d}`, { date: `${hier.slice(0, 7)}-01` }),
    201,
  );
  await json(
    await edge.call("POST", `/api/Dossier/${d}/indemnites`, {
      date: hier,
      montant: 500,
      organisme,
      periodes: [hier.slice(0, 7)],
    }),
    201,
  );
  if (montant !== null)
    await json(
      await edge.call("POST", `/api/Dossier/${d}/recuperations`, { date: hier, montant }),
      201,
    );
  return d;
}
const releve = async (lignes: string[]) => {
  const f = new FormData();
  f.append("file", new File([["Date;Libellé;Montant;Solde", ...lignes].join("\n")], "r.csv"));
  f.append("nouveauCompte", "Séquestre");
  return (await json(await edge.call("POST", "/api/banque/releves", f), 201)).releve
    .compteId as number;
};
const sequestre = async (au: string) => {
  const lu = await counted(edge, () => edge.call("GET", `/api/sequestre?au=${au}`));
  expect(lu.trips).toBe(1);
  return json(lu.res);
};

describe("the insurers' recoveries transferred, on the edge", () => {
  it("the GLI's in the batch once, Visale's by hand by a second person; the check stays at 0", async () => {
    const g = await bailRecupere(
      { type: "gli", gli: { ContratGliId: contrat } },
      "Assur Edge",
      120,
    );
    const v = await bailRecupere(
      { type: "visale", visale: { numeroVisa: "V900000001", dateVisa: "2025-01-01" } },
      "Action Logement",
      80,
    );
    const compte = await releve([
      `${fr(hier)};VIR ASSUR EDGE;500,00;500,00`,
      `${fr(hier)};VIR ACTION LOGEMENT;500,00;1 000,00`,
      `${fr(hier)};VIR LOCATAIRE;120,00;1 120,00`,
      `${fr(hier)};VIR LOCATAIRE;80,00;1 200,00`,
    ]);
    await json(await edge.call("PUT", `/api/banque/comptes/${compte}`, { sequestre: true }));
    expect(await sequestre(hier)).toMatchObject({ recuperationsAssureurs: 200, ecart: 0 });

    await edge.confirm();
    const prep = await counted(edge, () =>
      edge.call("POST", "/api/paiementsFournisseurs", { date: jour }),
    );
    expect(prep.trips).toBeLessThanOrEqual(2);
    const { paiement } = await json(prep.res, 201);
    expect(paiement.recuperations).toEqual([
      expect.objectContaining({ nom: "Assur Edge SA", montant: 120 }),
    ]);
    await json(await second("POST", `/api/PaiementFournisseurs/${paiement.id}/valider`));
    const xml = await (
      await edge.call("GET", `/api/PaiementFournisseurs/${paiement.id}/sepa`)
    ).text();
    expect(xml).toContain("contrat EDGE-REC");

    const liste = await json(await edge.call("GET", "/api/sinistres/recuperations"));
    const de = (d: number) => liste.lignes.find((l: { DossierId: number }) => l.DossierId === d);
    expect(de(g)).toMatchObject({ voie: "lot", reversement: { fait: true, date: jour } });
    expect(de(v)).toMatchObject({ voie: "manuel", reversement: null });
    // The recorder cannot also record the transfer; the second person can, once.
    await json(
      await edge.call("POST", `/api/sinistres/recuperations/${de(v).id}/virement`, { date: jour }),
      403,
    );
    await json(
      await second("POST", `/api/sinistres/recuperations/${de(v).id}/virement`, { date: jour }),
      201,
    );
    await json(
      await second("POST", `/api/sinistres/recuperations/${de(v).id}/virement`, { date: jour }),
      409,
    );

    // The batch's transfer (the recovery, and a premium quarter if one ended) and Visale's leave the bank.
    const euros = (n: number) => n.toFixed(2).replace(".", ",");
    const apres = 1200 - paiement.total;
    await releve([
      `${fr(jour)};VIR ASSUR EDGE SA;-${euros(paiement.total)};${euros(apres)}`,
      `${fr(jour)};VIR ACTION LOGEMENT;-80,00;${euros(apres - 80)}`,
    ]);
    expect(await sequestre(jour)).toMatchObject({ recuperationsAssureurs: 0, ecart: 0 });
  });

  it("a recovery reversed after its transfer is deducted from the insurer's next transfer (ADR 166)", async () => {
    const gli = { type: "gli", gli: { ContratGliId: contrat } };
    const a = await bailRecupere(gli, "Assur Edge", null);
    await edge.confirm();
    // The tenant's 600 € cheque: 500 € to the insurer, 100 € on the account; transferred, then the cheque bounces.
    const cheque = await json(
      await edge.call("POST", `/api/Dossier/${a}/paiements`, {
        montant: "600,00",
        date: hier,
        mode: "Chèque",
      }),
      201,
    );
    const lot = async () => {
      await edge.confirm();
      const prep = await counted(edge, () =>
        edge.call("POST", "/api/paiementsFournisseurs", { date: jour }),
      );
      expect(prep.trips).toBeLessThanOrEqual(2);
      const { paiement } = await json(prep.res, 201);
      await json(await second("POST", `/api/PaiementFournisseurs/${paiement.id}/valider`));
      return paiement as { id: number; recuperations: { montant: number }[] };
    };
    await lot();
    await json(
      await edge.call("POST", `/api/Paiement/${cheque.paiement.id}/annuler`, {
        motif: "Chèque impayé",
      }),
    );
    const aReclamer = async () =>
      (await json(await edge.call("GET", "/api/sinistres/recuperations"))).aReclamer;
    expect(await aReclamer()).toContainEqual({ organisme: "Assur Edge", montant: 500 });

    await bailRecupere(gli, "Assur Edge", 300);
    await bailRecupere(gli, "Assur Edge", 400);
    const p = await lot();
    expect(p.recuperations.map((l) => l.montant).sort((x, y) => x - y)).toEqual([-500, 300, 400]);
    const xml = await (await edge.call("GET", `/api/PaiementFournisseurs/${p.id}/sepa`)).text();
    // 300 + 400 - 500: the first line taken whole, 200 € of the second sent; no negative transfer.
    expect(xml).toContain(">200.00<");
    expect(xml).not.toContain(">300.00<");
    expect(xml).not.toContain("-500");
    expect(await aReclamer()).not.toContainEqual(
      expect.objectContaining({ organisme: "Assur Edge" }),
    );
  });
});
