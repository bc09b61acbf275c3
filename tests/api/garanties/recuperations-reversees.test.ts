import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { ajouterProprietaire } from "../../support/quotes-parts";
import { insertAppartement, insertClient, insertLocataire, valid } from "../../support/factories";
import { fournisseurValide } from "../../support/travaux";
import { compteSequestre } from "../../support/reversements";
import { autreAdmin } from "../../support/second-admin";
import { erreursXsd, SCHEMA_PAIN_001 } from "../../support/xsd";

// Issue 78 (ADR 136): the tenants' payments of an insurer's claim leave the trust account. A GLI insurer's go in the
// supplier batch with the premiums (once each), Visale's by a manual transfer recorded « Virement fait le » by a
// second person; the trust check's « récupérations dues aux assureurs » falls by what left, staying at 0 difference.

let t: TestApp;
let second: Awaited<ReturnType<typeof autreAdmin>>;
let gli: number;
let visale: number;
let compte: number;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true, now: "2027-01-05T10:00:00Z" });
  second = await autreAdmin(t, "valideur@agence.test");
  await compteSequestre(t);
  const assureur = (
    await ok(
      "POST",
      "/api/Fournisseur",
      fournisseurValide({
        raisonSociale: "Assur Loyers SA",
        siret: null,
        metiers: ["assurance"],
        decennale: null,
        rcPro: null,
      }),
      201,
    )
  ).id;
  expect((await second("POST", `/api/Fournisseur/${assureur}/iban/confirmer`)).status).toBe(200);
  const contrat = await ok(
    "POST",
    "/api/ContratGli",
    { assureur: "Assur Loyers", numeroContrat: "REC-1", taux: 3, FournisseurId: assureur },
    201,
  );
  gli = await bail({ type: "gli", gli: { ContratGliId: contrat.id } });
  visale = await bail({
    type: "visale",
    visale: { numeroVisa: "V123456789", dateVisa: "2026-09-15" },
  });
  // Each lease's November unpaid, paid by its insurer, then the tenant pays part of it back.
  for (const [d, organisme, montant] of [
    [gli, "Assur Loyers", 300],
    [visale, "Visale", 100],
  ] as const) {
    await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-11-01" }, 201);
    await ok(
      "POST",
      `/api/Dossier/${d}/indemnites`,
      { date: "2026-12-10", montant: 850, organisme, periodes: ["2026-11"] },
      201,
    );
    await ok("POST", `/api/Dossier/${d}/recuperations`, { date: "2026-12-18", montant }, 201);
  }
  compte = await releve([
    "10/12/2026;VIR ASSUR LOYERS;850,00;850,00",
    "10/12/2026;VIR VISALE;850,00;1 700,00",
    "18/12/2026;VIR LOCATAIRE;300,00;2 000,00",
    "18/12/2026;VIR LOCATAIRE;100,00;2 100,00",
  ]);
  await ok("PUT", `/api/banque/comptes/${compte}`, { sequestre: true });
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
async function bail(garantie: unknown) {
  const a = await insertAppartement(t);
  const x = await insertClient(t);
  await ajouterProprietaire(t, a.id, x.id, "admin");
  const l = await insertLocataire(t);
  const d = (
    await ok("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, {
      ...valid.Dossier(a.id, l.id),
      dateEntree: "2026-10-01",
      dateDebutBail: "2026-10-01",
      dateCreationBail: "2026-09-20",
      jourQuitance: 1,
      loyerHC: 800,
      loyerCharge: 50,
      depotGarantie: 0,
    })
  ).dossier.id as number;
  await ok("PUT", `/api/Dossier/${d}/garantie`, garantie);
  return d;
}
async function releve(lignes: string[]) {
  const f = new FormData();
  f.append("file", new File([["Date;Libellé;Montant;Solde", ...lignes].join("\n")], "r.csv"));
  f.append("nouveauCompte", "Séquestre");
  const r = await t.call("POST", "/api/banque/releves", "admin", f);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.releve.compteId as number;
}
const recuperation = async (d: number) =>
  (await ok("GET", "/api/sinistres/recuperations")).lignes.find(
    (l: { DossierId: number }) => l.DossierId === d,
  );

describe("the insurers' recoveries transferred", () => {
  it("lists each recovery with how it leaves: the GLI's by the batch, Visale's by hand", async () => {
    const liste = await ok("GET", "/api/sinistres/recuperations");
    expect(liste.total).toBe(400);
    expect(await recuperation(gli)).toMatchObject({ voie: "lot", reversement: null });
    expect(await recuperation(visale)).toMatchObject({ voie: "manuel", reversement: null });
    expect(await ok("GET", "/api/sequestre?au=2027-01-05")).toMatchObject({
      recuperationsAssureurs: 400,
      soldeBanque: 2100,
      ecart: 0,
    });
  });

  it("pays the GLI's recovery once in the supplier batch, with the premium; the check stays at 0", async () => {
    await t.confirm("admin");
    const p = (await ok("POST", "/api/paiementsFournisseurs", { date: "2027-01-06" }, 201))
      .paiement;
    expect(p.recuperations).toEqual([
      expect.objectContaining({ nom: "Assur Loyers SA", montant: 300 }),
    ]);
    // The quarter's premium (3 % of 850 €) and the recovery: Visale's is not in the batch.
    expect(p.total).toBe(325.5);
    // A draft's line is reserved, not gone: still owed in the trust check.
    expect((await recuperation(gli)).reversement).toMatchObject({
      PaiementFournisseurId: p.id,
      fait: false,
    });
    const v = await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    const xml = new TextDecoder().decode(
      (await t.call("GET", `/api/PaiementFournisseurs/${p.id}/sepa`, "admin")).bytes,
    );
    expect(await erreursXsd(xml, SCHEMA_PAIN_001)).toEqual([]);
    expect(xml).toContain("<CtrlSum>325.50</CtrlSum>");
    expect(xml).toContain("contrat REC-1");
    // Once: a second batch finds nothing to pay.
    await t.confirm("admin");
    expect(
      (await t.call("POST", "/api/paiementsFournisseurs", "admin", { date: "2027-01-07" })).status,
    ).toBe(409);
    expect((await recuperation(gli)).reversement).toMatchObject({ fait: true, date: "2027-01-06" });
    await releve(["06/01/2027;VIR ASSUR LOYERS SA;-325,50;1 774,50"]);
    expect(await ok("GET", "/api/sequestre?au=2027-01-06")).toMatchObject({
      primesAssureurs: 0,
      recuperationsAssureurs: 100,
      soldeBanque: 1774.5,
      ecart: 0,
    });
    // Not by hand: a GLI's recovery leaves by the batch.
    const main = await second(
      "POST",
      `/api/sinistres/recuperations/${(await recuperation(gli)).id}/virement`,
      {
        date: "2027-01-05",
      },
    );
    expect(main.status).toBe(409);
  });

  it("records Visale's manual transfer by a second person, once; the check stays at 0", async () => {
    const id = (await recuperation(visale)).id;
    const meme = await t.call("POST", `/api/sinistres/recuperations/${id}/virement`, "admin", {
      date: "2027-01-05",
    });
    expect(meme.status).toBe(403);
    expect(meme.body.error.message).toBe(
      "Le virement est enregistré par un administrateur ou un comptable autre que celui qui a enregistré le paiement du locataire.",
    );
    const futur = await second("POST", `/api/sinistres/recuperations/${id}/virement`, {
      date: "2027-02-01",
    });
    expect(futur.status).toBe(400);
    expect(futur.body.error.fields.date).toBeTruthy();
    const avant = await second("POST", `/api/sinistres/recuperations/${id}/virement`, {
      date: "2026-12-01",
    });
    expect(avant.body.error.fields.date).toBe(
      "Le virement ne peut précéder le paiement du locataire.",
    );
    const fait = await second("POST", `/api/sinistres/recuperations/${id}/virement`, {
      date: "2027-01-05",
    });
    expect(fait.status, JSON.stringify(fait.body)).toBe(201);
    const encore = await second("POST", `/api/sinistres/recuperations/${id}/virement`, {
      date: "2027-01-05",
    });
    expect(encore.status).toBe(409);
    expect(encore.body.error.message).toBe("Cette récupération est déjà reversée à l'assureur.");
    expect((await ok("GET", "/api/sinistres/recuperations")).total).toBe(0);
    await releve(["07/01/2027;VIR VISALE;-100,00;1 674,50"]);
    expect(await ok("GET", "/api/sequestre?au=2027-01-07")).toMatchObject({
      recuperationsAssureurs: 0,
      soldeBanque: 1674.5,
      ecart: 0,
    });
  });
});
