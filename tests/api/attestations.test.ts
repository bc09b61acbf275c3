import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { appelEspace, ouvrirEspace } from "../support/espace";
import { seedDossier, type Seeded } from "../support/quitances";
import { generate, keepForReview, readPdf } from "../support/pdf";
import { download } from "../support/http";

// Issue 73, item 7: the tenant's « Attestation de paiement des loyers » (the last twelve months, each term called,
// paid and when, the balance to the cent) from staff and from the tenant's space, and the CAF sheet of Cerfa
// 10842*07 (its fields and what the records lack). The test clock is 21 November 2026; the lease (850 € + 120,50 €
// of charges) runs since June 2025.

let t: TestApp;
let s: Seeded;
let token: string;

const genererTerme = async (d: number, date: string) => {
  const r = await t.call("POST", `/api/Quitance/generate/${d}`, "user", { date });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as number;
};
const payer = async (d: number, QuitanceId: number, montant: string, date: string) => {
  const r = await t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
    date,
    mode: "Virement",
    montant,
    QuitanceId,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
};
const espace = (path: string, jeton = token) =>
  appelEspace(t, jeton, "GET", `/api/espace/locataire${path}`);

beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  s = await seedDossier(t, {
    auto: false,
    locataire: { naissance: "1990-04-12" },
    appartement: {
      surface: 42.5,
      nbPiece: 2,
      adresse: "12 rue des Lilas",
      codePostal: "75011",
      ville: "Paris",
    },
  });
  const d = s.dossier.id;
  // A year and a month ago, paid: before the attestation's twelve months, so not listed (but in the balance).
  await payer(d, await genererTerme(d, "2025-11-05"), "970,50", "2025-11-05");
  await payer(d, await genererTerme(d, "2026-08-05"), "970,50", "2026-08-04");
  // September paid late, in October; October paid in part; November not yet.
  await payer(d, await genererTerme(d, "2026-09-05"), "970,50", "2026-10-15");
  await payer(d, await genererTerme(d, "2026-10-05"), "300,00", "2026-10-06");
  await genererTerme(d, "2026-11-05");
  token = (await ouvrirEspace(t, { LocataireId: s.locataire.id }, "attestation@example.fr")).token;
});
afterAll(() => t.close());

describe("GET /api/Dossier/{id}/attestationPaiement/generate", () => {
  it("lists each of the last twelve months, what was called, paid and when, and the account's balance", async () => {
    const { text, pages, bytes } = await generate(
      t,
      `/api/Dossier/${s.dossier.id}/attestationPaiement/generate`,
    );
    keepForReview("attestation-paiement", bytes);
    // The parties, the twelve months, then the balance and the signature kept together on the second page.
    expect(pages).toBe(2);
    expect(text).toContain("Attestation de paiement des loyers");
    expect(text).toContain("Du 1er décembre 2025 au 21 novembre 2026");
    expect(text).toContain(s.locataire.nom);
    // The twelve months, December 2025 to November 2026; November 2025 is before them.
    expect(text).toContain("décembre 2025");
    expect(text).not.toContain("novembre 2025");
    expect(text).toMatch(/août 2026 850,00 € 120,50 € 970,50 € 970,50 € 04\/08\/2026/);
    expect(text).toMatch(/septembre 2026 850,00 € 120,50 € 970,50 € 970,50 € 15\/10\/2026/);
    expect(text).toMatch(/octobre 2026 850,00 € 120,50 € 970,50 € 300,00 € 06\/10\/2026/);
    expect(text).toMatch(/novembre 2026 850,00 € 120,50 € 970,50 €/);
    expect(text).toContain("0,00 € Non payé");
    expect(text).toMatch(/juillet 2026 Aucun loyer appelé/);
    // Four terms of 970,50 € called in the twelve months, 2 241 € paid of them.
    expect(text).toContain("Total");
    expect(text).toContain("3 882,00 €");
    expect(text).toContain("2 241,00 €");
    // The balance is the account's, to the cent: 1 641 € (the older term was paid).
    const compte = (await t.call("GET", `/api/Dossier/${s.dossier.id}/compte`)).body;
    expect(compte.solde).toBe(1641);
    expect(text).toContain("Solde dû au 21 novembre 2026 : 1 641,00 €");
    expect(text).toContain("Pour le bailleur, l'agence");
  });

  it("answers 404 for a dossier that does not exist", async () => {
    const r = await t.call("GET", "/api/Dossier/999999/attestationPaiement/generate");
    expect(r.status).toBe(404);
    expect(r.body.error.message).toBe("Le dossier est introuvable.");
  });
});

describe("GET /api/espace/locataire/dossiers/{id}/attestationPaiement", () => {
  it("gives the tenant the attestation of their own lease, the same figures", async () => {
    const r = await espace(`/dossiers/${s.dossier.id}/attestationPaiement`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const res = await t.app.request(r.body.generated);
    expect(res.status).toBe(200);
    const { text } = readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(text).toMatch(/octobre 2026 850,00 € 120,50 € 970,50 € 300,00 € 06\/10\/2026/);
    expect(text).toContain("Solde dû au 21 novembre 2026 : 1 641,00 €");
  });

  it("answers 404 for another tenant's lease, and 403 to a staff token", async () => {
    const autre = await seedDossier(t, { auto: false });
    const r = await espace(`/dossiers/${autre.dossier.id}/attestationPaiement`);
    expect(r.status).toBe(404);
    const staff = await t.call(
      "GET",
      `/api/espace/locataire/dossiers/${s.dossier.id}/attestationPaiement`,
    );
    expect(staff.status).toBe(403);
  });
});

describe("GET /api/Dossier/{id}/donneesCaf", () => {
  it("fills the Cerfa's fields from the records, money in cents and in words of the form", async () => {
    const r = await t.call("GET", `/api/Dossier/${s.dossier.id}/donneesCaf`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const c = r.body;
    expect(c.formulaire.cerfa).toBe("10842*07");
    expect(c.bailleur.personnes).toEqual([
      expect.objectContaining({ nom: expect.stringContaining(s.client.nom) }),
    ]);
    expect(c.logement).toMatchObject({
      adresse: "12 rue des Lilas",
      codePostal: "75011",
      ville: "Paris",
      surfaceHabitable: 42.5,
      nombrePieces: 2,
      meuble: false,
      conventionne: null,
      dateEntree: "2025-06-01",
    });
    expect(c.locataires[0]).toMatchObject({ nom: s.locataire.nom, dateNaissance: "1990-04-12" });
    expect(c.loyer).toMatchObject({
      periode: "2026-11",
      loyerHorsCharges: { centimes: 85000 },
      charges: { centimes: 12050 },
      montantTotal: { centimes: 97050 },
    });
    expect(c.loyer.montantTotal.texte.replace(/\s/g, " ")).toBe("970,50 €");
    expect(c.paiement).toMatchObject({ aJour: false, impaye: { centimes: 164100 } });
    expect(c.versementAide.tiersPayant).toBeNull();
    expect(c.manquants.map((m: { champ: string }) => m.champ)).toEqual([
      "logement.conventionne",
      "versementAide.tiersPayant",
    ]);
  });

  it("names in `manquants` what the records lack", async () => {
    const vide = await seedDossier(t, {
      auto: false,
      appartement: { surface: null, nbPiece: null },
      locataire: { naissance: null },
    });
    const c = (await t.call("GET", `/api/Dossier/${vide.dossier.id}/donneesCaf`)).body;
    expect(c.manquants.map((m: { libelle: string }) => m.libelle)).toEqual(
      expect.arrayContaining([
        "Surface habitable",
        "Nombre de pièces principales",
        `Date de naissance de ${vide.locataire.prenom} ${vide.locataire.nom}`,
      ]),
    );
    expect(c.paiement).toMatchObject({ aJour: true, impaye: { centimes: 0 } });
  });

  it("lays the same out on one PDF page, « À compléter » where the records are silent", async () => {
    const res = await download(t, `/api/Dossier/${s.dossier.id}/donneesCaf.pdf`, "user");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const { bytes } = res;
    keepForReview("donnees-caf", bytes);
    const { text, pages } = readPdf(bytes);
    expect(pages).toBe(1);
    expect(text).toContain("cerfa n° 10842*07");
    expect(text).toContain("Surface habitable 42,5 m²");
    expect(text).toContain("Montant total 970,50 €");
    expect(text).toContain("Montant impayé à ce jour 1 641,00 €");
    expect(text).toContain("Logement conventionné À compléter");
    expect((await t.call("GET", "/api/Dossier/999999/donneesCaf")).status).toBe(404);
  });

  it("names each holder in full, and keeps the signature on the page of the sheet's last lines", async () => {
    // The walk's lease: two holders with no birth date, a home without surface or rooms. The sheet runs onto a
    // second page, where its signature sat alone under the running header.
    const couple = await seedDossier(t, {
      auto: false,
      appartement: { surface: null, nbPiece: null },
      locataire: {
        prenom: "Karim",
        nom: "Benali",
        naissance: null,
        secondTitulaire: true,
        autreTitre: "Madame",
        autrePrenom: "Nadia",
        autreNom: "Benali-Morel",
        autreMail: "nadia.benali@example.fr",
        autreTel: "0612345678",
        autreNaissance: null,
      },
    });
    const c = (await t.call("GET", `/api/Dossier/${couple.dossier.id}/donneesCaf`)).body;
    expect(c.manquants.filter((m: { champ: string }) => m.champ.startsWith("locataires."))).toEqual(
      [
        { champ: "locataires.0.dateNaissance", libelle: "Date de naissance de Karim Benali" },
        { champ: "locataires.1.dateNaissance", libelle: "Date de naissance de Nadia Benali-Morel" },
      ],
    );
    const res = await download(t, `/api/Dossier/${couple.dossier.id}/donneesCaf.pdf`, "user");
    keepForReview("donnees-caf-deux-pages", res.bytes);
    const { pages, pageTexts } = readPdf(res.bytes);
    // « Fait à Paris, le … » opens the signature block.
    const signee = pageTexts.find((p) => p.includes("Fait à Paris"));
    expect(pages).toBeGreaterThan(1);
    expect(signee).toContain("Le paiement du loyer");
    expect(signee).toContain("À compléter (absent du dossier)");
  });
});
