import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { ajouterProprietaire } from "../../support/quotes-parts";
import { insertAppartement, insertClient, insertLocataire, valid } from "../../support/factories";
import { fournisseurValide } from "../../support/travaux";
import { compteSequestre } from "../../support/reversements";
import { autreAdmin } from "../../support/second-admin";
import { erreursXsd, SCHEMA_PAIN_001 } from "../../support/xsd";

// Issue 78 item 2 (ADR 128): the quarter's GLI premiums are paid to the insurer, a supplier with a confirmed IBAN,
// through the supplier batch: once per contract and quarter, never debited again on the owners, and the trust
// check's « primes dues aux assureurs » falls by what left, staying at 0 difference.

let t: TestApp;
let second: Awaited<ReturnType<typeof autreAdmin>>;
let contrat: number;
let assureur: number;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true, now: "2027-01-05T10:00:00Z" });
  second = await autreAdmin(t, "valideur@agence.test");
  await compteSequestre(t);
  contrat = (
    await ok(
      "POST",
      "/api/ContratGli",
      { assureur: "Assur Loyers", numeroContrat: "GLI-77", taux: 3 },
      201,
    )
  ).id;
  const a = await insertAppartement(t);
  const x = await insertClient(t, { nom: "Durand" });
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
  ).dossier.id;
  await ok("PUT", `/api/Dossier/${d}/garantie`, { type: "gli", gli: { ContratGliId: contrat } });
  // Three terms of the fourth quarter, each paid: 850 € in, 25,50 € of premium each.
  for (const [mois, jour] of [
    ["2026-10", "05"],
    ["2026-11", "05"],
    ["2026-12", "05"],
  ] as const) {
    const q = await ok("POST", `/api/Quitance/generate/${d}`, { date: `${mois}-01` }, 201);
    await ok(
      "POST",
      `/api/Dossier/${d}/paiements`,
      { montant: "850,00", date: `${mois}-${jour}`, mode: "Virement", QuitanceId: q.id },
      201,
    );
  }
  const compte = await releve([
    "05/10/2026;VIR LOYER;850,00;850,00",
    "05/11/2026;VIR LOYER;850,00;1 700,00",
    "05/12/2026;VIR LOYER;850,00;2 550,00",
  ]);
  await ok("PUT", `/api/banque/comptes/${compte}`, { sequestre: true });
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}
async function releve(lignes: string[]) {
  const f = new FormData();
  f.append("file", new File([["Date;Libellé;Montant;Solde", ...lignes].join("\n")], "r.csv"));
  f.append("nouveauCompte", "Séquestre");
  const r = await t.call("POST", "/api/banque/releves", "admin", f);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.releve.compteId as number;
}

describe("the insurer paid through the supplier batch", () => {
  it("waits while the contract names no insurer among the suppliers", async () => {
    await t.confirm("admin");
    const r = await t.call("POST", "/api/paiementsFournisseurs", "admin", { date: "2027-01-06" });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain(
      "Assur Loyers, primes GLI 2026-T4 : Le contrat GLI ne désigne pas son assureur parmi les fournisseurs (avec son IBAN).",
    );
  });

  it("pays the quarter's premiums once, to the insurer's confirmed IBAN; the trust check stays at 0", async () => {
    assureur = (
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
    const inconnu = await t.call("PUT", `/api/ContratGli/${contrat}`, "admin", {
      FournisseurId: 9999,
    });
    expect(inconnu.status).toBe(400);
    expect(inconnu.body.error.fields.FournisseurId).toBe(
      "Cet assureur est introuvable parmi les fournisseurs.",
    );
    await ok("PUT", `/api/ContratGli/${contrat}`, { FournisseurId: assureur });
    // Its IBAN not yet confirmed by a second person: the premiums still wait.
    await t.confirm("admin");
    const attente = await t.call("POST", "/api/paiementsFournisseurs", "admin", {
      date: "2027-01-06",
    });
    expect(attente.status).toBe(409);
    expect(attente.body.error.message).toContain(
      "Assur Loyers SA, primes GLI 2026-T4 : L'IBAN du fournisseur doit encore être confirmé",
    );
    expect((await second("POST", `/api/Fournisseur/${assureur}/iban/confirmer`)).status).toBe(200);
    // Before: 2 550 € in the bank, 76,50 € of it the insurer's.
    expect(await ok("GET", "/api/sequestre?au=2027-01-05")).toMatchObject({
      soldesMandants: 2473.5,
      primesAssureurs: 76.5,
      ecart: 0,
    });
    const p = (await ok("POST", "/api/paiementsFournisseurs", { date: "2027-01-06" }, 201))
      .paiement;
    expect(p.lignes).toEqual([]);
    expect(p.primes).toEqual([
      expect.objectContaining({
        ContratGliId: contrat,
        trimestre: "2026-T4",
        nom: "Assur Loyers SA",
        montant: 76.5,
      }),
    ]);
    expect(p.total).toBe(76.5);
    // The bordereau's quarter is what the line pays.
    expect((await ok("GET", `/api/ContratGli/${contrat}/bordereau?trimestre=2026-T4`)).total).toBe(
      76.5,
    );
    const v = await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    const xml = new TextDecoder().decode(
      (await t.call("GET", `/api/PaiementFournisseurs/${p.id}/sepa`, "admin")).bytes,
    );
    expect(await erreursXsd(xml, SCHEMA_PAIN_001)).toEqual([]);
    expect(xml).toContain("<CtrlSum>76.50</CtrlSum>");
    expect(xml).toContain("Primes GLI 2026-T4 contrat GLI-77");
    // Once per contract and quarter: nothing left to pay.
    await t.confirm("admin");
    expect(
      (await t.call("POST", "/api/paiementsFournisseurs", "admin", { date: "2027-01-07" })).status,
    ).toBe(409);
    // The transfer leaves the bank: the premiums owed fall to 0, the owner keeps his balance, no difference.
    await releve(["06/01/2027;VIR ASSUR LOYERS SA PRIMES GLI;-76,50;2 473,50"]);
    expect(await ok("GET", "/api/sequestre?au=2027-01-10")).toMatchObject({
      soldesMandants: 2473.5,
      primesAssureurs: 0,
      totalDu: 2473.5,
      soldeBanque: 2473.5,
      ecart: 0,
    });
  });
});
