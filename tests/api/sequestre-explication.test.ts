import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertClient, valid } from "../support/factories";
import { seedDossier, type Seeded } from "../support/quitances";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { compteSequestre, IBAN_AGENCE } from "../support/reversements";
import {
  CompteBancaire,
  EcritureProprietaire,
  LigneBancaire,
  ReleveBancaire,
} from "../../worker/db/schema";

// Issue 60 items 5 and 9: the trust statement explains its difference to the cent. An owner advanced 507 € from the
// trust account, 77,64 € of fees earned of which 20 € were transferred to the agency, a deposit the owner keeps; the
// trust account is found by the trust IBAN of the settings, never marked by hand.
let t: TestApp;
let s: Seeded;
let avance: number;
let compteId: number;
const AU = "2026-11-30";

beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  await compteSequestre(t);
  s = await seedDossier(t, { dossier: { depotConserveParProprietaire: true } });
  const m = await create(t, "Mission", { ...valid.Mission(), honorairesGestion: 8, tauxTva: 20 });
  await t.call("PUT", `/api/Mission/${m.id}/appartement/add/${s.appartement.id}`, "user");
  await t.call("PUT", `/api/Mission/${m.id}/client/add/${s.client.id}`, "user");
  const d = s.dossier.id;
  const q = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date: "2026-11-01" });
  const p = await t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
    montant: "970,50",
    date: "2026-11-06",
    mode: "Virement",
    QuitanceId: q.body.id,
  });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  avance = (await insertClient(t, { nom: "Avancé", prenom: "Paul" })).id;
  await t.db.insert(EcritureProprietaire).values({
    ClientId: avance,
    type: "depense",
    date: "2026-11-12",
    libelle: "Taxe foncière payée par l'agence",
    debit: 50700,
    auteur: "admin@agence.test",
  });
  // The trust account as the bank knows it: its number is the settings' trust IBAN; nobody marked it.
  const [k] = await t.db
    .insert(CompteBancaire)
    .values({ libelle: "Séquestre loyers", numero: IBAN_AGENCE })
    .returning();
  compteId = k!.id;
  const [r] = await t.db
    .insert(ReleveBancaire)
    .values({
      compteId,
      format: "csv",
      du: "2026-11-01",
      au: AU,
      soldeFinal: 44350,
      auteur: "test",
    })
    .returning();
  // 970,50 € in, 507 € out for the owner, 20 € of fees transferred to the agency: 443,50 €.
  const ligne = (date: string, montant: number, libelle: string) => ({
    compteId,
    releveId: r!.id,
    date,
    montant,
    libelle,
    mode: "virement",
    empreinte: `${date}|${montant}|${libelle}`,
  });
  await t.db
    .insert(LigneBancaire)
    .values([
      ligne("2026-11-06", 97050, "VIR LOYER MARTIN"),
      ligne("2026-11-12", -50700, "TAXE FONCIERE"),
      ligne("2026-11-28", -2000, "VIR HONORAIRES DE GESTION NOVEMBRE"),
    ]);
});
afterAll(() => t.close());

describe("GET /api/sequestre: a difference explained to the cent", () => {
  it("lists and counts the owners' advances and the fees not yet taken; the deposit kept by its owner is not due", async () => {
    const r = await t.call("GET", `/api/sequestre?au=${AU}`, "admin");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      CompteBancaireId: compteId,
      dateReleve: AU,
      // The owner is owed 970,50 - 77,64; the 850 € deposit is the owner's, not the agency's.
      soldesMandants: 892.86,
      depotsDetenus: 0,
      depotsConserves: 850,
      totalDu: 892.86,
      soldeBanque: 443.5,
      ecart: -449.36,
      avancesMandants: 507,
      honorairesAcquis: 77.64,
      honorairesPreleves: 20,
      honorairesNonPreleves: 57.64,
      ecartExplique: -449.36,
      ecartInexplique: 0,
      avances: [{ ClientId: avance, nom: "Paul Avancé", avance: 507 }],
      honoraires: [{ ClientId: s.client.id, montant: 77.64 }],
    });
  });

  it("prints the explanation, each advance and fee, and the deposits kept by owners apart", async () => {
    const pdf = await generate(t, `/api/sequestre/generate?au=${AU}`, "admin");
    keepForReview("representation-fonds-explication", pdf.bytes);
    expectNoMissingValues(pdf.text);
    expect(pdf.text).not.toContain("-0,00 €");
    expectSays(
      pdf.text,
      `Compte séquestre Séquestre loyers (${IBAN_AGENCE})`,
      "Écart (solde bancaire − fonds dus) -449,36 €",
      "Explication de l'écart",
      "Honoraires acquis par l'agence 77,64 €",
      "Honoraires déjà virés à l'agence -20,00 €",
      "Honoraires non prélevés (sur le compte) 57,64 €",
      "Avances aux mandants (soldes débiteurs) -507,00 €",
      "Écart expliqué -449,36 €",
      "Écart restant à expliquer 0,00 €",
      "Paul Avancé 507,00 €",
      "Dépôts de garantie conservés par les propriétaires (non dus par l'agence)",
    );
    expect(pdf.text).toMatch(/Léa Martin 8 boulevard Voltaire, 75011 Paris 850,00 €/);
  });
});
