import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { AGENCE_TEST, hostileDossier } from "../support/document-fixtures";
import {
  documentText,
  fetchDocument,
  pdfText,
  seedDossier,
  type Seeded,
} from "../support/quitances";

// Issue 20, the tenant account's documents: the statement over a period, the formal notice itemising the debt, and
// the rent call (avis d'échéance) stating the previous balance and the total to pay.
let t: TestApp;
let s: Seeded;
const terms: Record<string, any> = {};
/** A table's rows as they read across (pdftotext -layout), white space made one space. */
const rows = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, " ");

beforeAll(async () => {
  t = await makeTestApp(); // 21 November 2026
  t.ports.config.agence = AGENCE_TEST;
  s = await seedDossier(t, { auto: false }); // 850,00 € + 120,50 € a month
  expect(
    (
      await t.call("POST", "/api/Caution", "admin", {
        nom: "Garant",
        prenom: "Paul",
        titre: "Monsieur",
        mobile: "0611223344",
        mail: "garant@exemple.fr",
        DossierId: s.dossier.id,
      })
    ).status,
  ).toBe(201);
  for (const mois of ["09", "10", "11"]) {
    const r = await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", {
      date: `2026-${mois}-01`,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    terms[mois] = r.body;
  }
  // September paid in full, October partly (500 €), November recorded unpaid.
  const pay = (montant: number, date: string, QuitanceId: number) =>
    t.call("POST", `/api/Dossier/${s.dossier.id}/paiements`, "user", {
      montant,
      date,
      mode: "Virement",
      QuitanceId,
    });
  expect((await pay(970.5, "2026-09-03", terms["09"].id)).status).toBe(201);
  expect((await pay(500, "2026-10-06", terms["10"].id)).status).toBe(201);
  expect((await t.call("GET", `/api/Quitance/switchState/false/${terms["11"].id}`)).status).toBe(
    200,
  );
});
afterAll(() => t.close());

describe("GET /api/Dossier/{id}/releveCompte/generate", () => {
  it("states the previous balance, each entry of the period with its running balance, and the balance due in figures and words", async () => {
    const pdf = await generate(
      t,
      `/api/Dossier/${s.dossier.id}/releveCompte/generate?du=2026-10-01&au=2026-11-30`,
    );
    keepForReview("releve-compte", pdf.bytes);
    expect(pdf.pages).toBe(1);
    expectSays(
      pdf.text,
      "Relevé de compte locataire",
      "Période du 1er octobre 2026 au 30 novembre 2026",
      "Léa Martin",
      "8 boulevard Voltaire, 75011 Paris",
    );
    expectSays(
      rows(pdf.bytes),
      "Date Libellé Débit Crédit Solde",
      "01/10/2026 Solde antérieur 0,00 €",
      "01/10/2026 Loyer et charges octobre 2026 970,50 € 970,50 €",
      "06/10/2026 Paiement (Virement) 500,00 € 470,50 €",
      "01/11/2026 Loyer et charges novembre 2026 970,50 € 1 441,00 €",
      "30/11/2026 Solde dû 1 441,00 €",
    );
    expectSays(
      pdf.text,
      "Solde dû au 30 novembre 2026 : 1 441,00 € (mille quatre cent quarante et un euros)",
    );
    expect(pdf.text).not.toContain("septembre 2026");
    expectNoMissingValues(pdf.text);
  });

  it("starts from the balance of the entries before `du`; without dates, from the first entry to today", async () => {
    const nov = await generate(
      t,
      `/api/Dossier/${s.dossier.id}/releveCompte/generate?du=2026-11-01&au=2026-11-30`,
    );
    expectSays(
      rows(nov.bytes),
      "01/11/2026 Solde antérieur 470,50 €",
      "Solde dû au 30 novembre 2026 : 1 441,00 €",
    );
    const all = await generate(t, `/api/Dossier/${s.dossier.id}/releveCompte/generate`);
    expectSays(
      rows(all.bytes),
      "Période du 1er septembre 2026 au 21 novembre 2026",
      "Loyer et charges septembre 2026",
      "03/09/2026 Paiement (Virement) 970,50 € 0,00 €",
      "Solde dû au 21 novembre 2026",
    );
  });

  it("says when the tenant is in credit", async () => {
    const c = await seedDossier(t, { auto: false });
    const q = (
      await t.call("POST", `/api/Quitance/generate/${c.dossier.id}`, "user", { date: "2026-11-01" })
    ).body;
    await t.call("POST", `/api/Dossier/${c.dossier.id}/paiements`, "user", {
      montant: 1000,
      date: "2026-11-02",
      mode: "Chèque",
      QuitanceId: q.id,
    });
    const pdf = await generate(
      t,
      `/api/Dossier/${c.dossier.id}/releveCompte/generate?du=2026-11-01`,
    );
    expectSays(
      pdf.text,
      "Solde créditeur au 21 novembre 2026 : 29,50 € (vingt-neuf euros et cinquante centimes)",
    );
  });

  it("refuses bad dates (400, French field messages), an end before the start, an unknown dossier (404)", async () => {
    const path = `/api/Dossier/${s.dossier.id}/releveCompte/generate`;
    const bad = await t.call("GET", `${path}?du=2026-13-01&au=demain`, "user");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      du: "Date invalide (format attendu AAAA-MM-JJ).",
      au: "Date invalide (format attendu AAAA-MM-JJ).",
    });
    const reversed = await t.call("GET", `${path}?du=2026-11-10&au=2026-11-01`, "user");
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({
      au: "La date de fin doit être postérieure ou égale à la date de début.",
    });
    // du after today, au defaulted to today: the same refusal.
    expect((await t.call("GET", `${path}?du=2027-01-01`, "user")).body.error.fields).toEqual({
      au: "La date de fin doit être postérieure ou égale à la date de début.",
    });
    const missing = await t.call("GET", "/api/Dossier/999999/releveCompte/generate", "user");
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Le dossier est introuvable.");
  });
});

describe("GET /api/Dossier/{id}/miseEnDemeure/generate", () => {
  it("itemises every open term (period, due, received, rest), the total in figures and words, the deadline, the guarantor, no fee", async () => {
    const pdf = await generate(t, `/api/Dossier/${s.dossier.id}/miseEnDemeure/generate`);
    keepForReview("mise-en-demeure", pdf.bytes);
    expectSays(
      rows(pdf.bytes),
      "Période Montant dû Reçu Reste dû",
      "du 01/10/2026 au 31/10/2026 970,50 € 500,00 € 470,50 €",
      "du 01/11/2026 au 30/11/2026 970,50 € 0,00 € 970,50 €",
      "Total restant dû 1 441,00 €",
    );
    expectSays(
      pdf.text,
      "Mise en demeure de payer",
      "Léa Martin",
      "Monsieur Paul Garant",
      "Soit un total restant dû de 1 441,00 € (mille quatre cent quarante et un euros)",
      "au plus tard le 29 novembre 2026",
      "délai de 8 jours",
      "Aucun frais de relance ni de mise en demeure ne vous est facturé (article 4 de la loi n° 89-462 du 6 juillet 1989)",
    );
    expect(pdf.text).not.toContain("du 01/09/2026");
    expectNoMissingValues(pdf.text);
  });

  it("answers 409 when nothing is due, 404 for an unknown dossier", async () => {
    const paid = await seedDossier(t, { auto: false });
    const q = (
      await t.call("POST", `/api/Quitance/generate/${paid.dossier.id}`, "user", {
        date: "2026-11-01",
      })
    ).body;
    await t.call("GET", `/api/Quitance/switchState/true/${q.id}`);
    const r = await t.call("GET", `/api/Dossier/${paid.dossier.id}/miseEnDemeure/generate`, "user");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      "Ce dossier n'a aucune échéance impayée : pas de mise en demeure.",
    );
    expect((await t.call("GET", "/api/Dossier/999999/miseEnDemeure/generate", "user")).status).toBe(
      404,
    );
  });

  it("prints hostile names without a missing value", async () => {
    const f = await hostileDossier(t);
    await t.call("POST", `/api/Quitance/generate/${f.dossier.id}`, "user", { date: "2026-12-01" });
    const pdf = await generate(t, `/api/Dossier/${f.dossier.id}/miseEnDemeure/generate`);
    expectSays(
      pdf.text,
      "1 570,50 € (mille cinq cent soixante-dix euros et cinquante centimes)",
      "Loïc",
    );
    expectNoMissingValues(pdf.text);
    const releve = await generate(
      t,
      `/api/Dossier/${f.dossier.id}/releveCompte/generate?du=2026-11-01&au=2026-12-31`,
    );
    expectNoMissingValues(releve.text);
  });
});

describe("the term's document", () => {
  it("an avis d'échéance states the previous balance and the total to pay", async () => {
    const r = await t.call("GET", `/api/Quitance/${terms["11"].id}/generate`);
    keepForReview("avis-echeance-solde", await fetchDocument(t, r.body.generated));
    const text = (await documentText(t, terms["11"].id)).replace(/\s+/g, " ");
    expectSays(
      text,
      "Avis d'échéance",
      "Solde antérieur 470,50 €",
      "Total à payer 1 441,00 €",
      "total à payer : 1 441,00 € (mille quatre cent quarante et un euros)",
      // Issue 26: the payment reference a bank statement brings back to match the term.
      `Référence de paiement LOY-${terms["11"].DossierId}-${terms["11"].mois.replace("-", "")}`,
    );
  });

  it("the avis made with its term states the same previous balance as the one downloaded after (one document, not rebuilt)", async () => {
    const fresh = await seedDossier(t);
    const oct = (
      await t.call("POST", `/api/Quitance/generate/${fresh.dossier.id}`, "user", {
        date: "2026-10-01",
      })
    ).body;
    await t.call("POST", `/api/Dossier/${fresh.dossier.id}/paiements`, "user", {
      montant: 400,
      date: "2026-10-05",
      mode: "Virement",
      QuitanceId: oct.id,
    });
    const nov = (
      await t.call("POST", `/api/Quitance/generate/${fresh.dossier.id}`, "user", {
        date: "2026-11-01",
      })
    ).body;
    expect((await t.call("GET", `/api/Quitance/${nov.id}/generate`)).body.generated).toBe(
      nov.generated,
    );
    expectSays(
      (await documentText(t, nov.id)).replace(/\s+/g, " "),
      "Solde antérieur 570,50 €",
      "Total à payer 1 541,00 €",
    );
  });

  it("a partial-payment receipt states the amount received and the rest due; a quittance no balance", async () => {
    const recu = (await documentText(t, terms["10"].id)).replace(/\s+/g, " ");
    expectSays(recu, "Reçu de paiement partiel", "Montant reçu 500,00 €", "Reste dû 470,50 €");
    expect(recu).not.toContain("Solde antérieur");
    const quittance = (await documentText(t, terms["09"].id)).replace(/\s+/g, " ");
    expectSays(quittance, "Quittance de loyer");
    expect(quittance).not.toContain("Solde antérieur");
  });

  it("a partial-payment receipt prints the day of each payment received, never a blank (issue 39)", async () => {
    const fresh = await seedDossier(t);
    const oct = (
      await t.call("POST", `/api/Quitance/generate/${fresh.dossier.id}`, "user", {
        date: "2026-10-01",
      })
    ).body;
    for (const [montant, date] of [
      [200, "2026-10-05"],
      [150.25, "2026-11-12"],
    ] as const)
      expect(
        (
          await t.call("POST", `/api/Dossier/${fresh.dossier.id}/paiements`, "user", {
            montant,
            date,
            mode: "Virement",
            QuitanceId: oct.id,
          })
        ).status,
      ).toBe(201);
    const recu = (await documentText(t, oct.id)).replace(/\s+/g, " ");
    expectSays(
      recu,
      "Reçu de paiement partiel",
      "le 05/10/2026, la somme de 200,00 €",
      "puis le 12/11/2026, la somme de 150,25 €",
    );
    expect(recu).not.toMatch(/reçu de [^,]*, , la somme/);
  });

  it("is rebuilt when the previous balance changes", async () => {
    const before = await t.call("GET", `/api/Quitance/${terms["11"].id}/generate`);
    await t.call("POST", `/api/Dossier/${s.dossier.id}/paiements`, "user", {
      montant: 470.5,
      date: "2026-11-05",
      mode: "Chèque",
      QuitanceId: terms["10"].id,
    });
    const after = await t.call("GET", `/api/Quitance/${terms["11"].id}/generate`);
    expect(after.body.generated).not.toBe(before.body.generated);
    const text = (await documentText(t, terms["11"].id)).replace(/\s+/g, " ");
    expectSays(text, "Solde antérieur 0,00 €", "Total à payer 970,50 €");
    // Back as it was for the other tests: the cheque reversed.
    const compte = (await t.call("GET", `/api/Dossier/${s.dossier.id}/compte`)).body;
    const cheque = compte.ecritures.find(
      (e: any) => e.type === "paiement" && e.date === "2026-11-05",
    );
    expect(
      (
        await t.call("POST", `/api/Paiement/${cheque.PaiementId}/annuler`, "user", {
          motif: "Chèque sans provision",
        })
      ).status,
    ).toBe(200);
  });
});
