import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { AGENCE_TEST, NOM_LONG, PRENOM, hostileDossier } from "../support/document-fixtures";
import { diagnosticsDuBail } from "../support/diagnostics";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());

describe("GET /api/Dossier/{id}/contratLocation/generate", () => {
  it("follows the standard lease: parties, premises, term, rent and charges in figures and words, IRL, rent cap, deposit, clauses, signatures", async () => {
    const f = await hostileDossier(t);
    await diagnosticsDuBail(t, f.dossier.id);
    const pdf = await generate(t, `/api/Dossier/${f.dossier.id}/contratLocation/generate`);
    keepForReview("contrat-location", pdf.bytes);
    expect(pdf.pages).toBe(4);
    expectSays(
      pdf.text,
      "Contrat de location",
      "Logement nu à usage de résidence principale",
      "décret n° 2015-587 du 29 mai 2015",
      "I. Désignation des parties",
      `Madame Anne-Laure ${NOM_LONG}`,
      "Monsieur Gaël L’Œillet",
      AGENCE_TEST.nom,
      AGENCE_TEST.carteProfessionnelle,
      `Madame ${PRENOM} ${NOM_LONG}`,
      "Monsieur Łukasz ? D’Artagnan",
      "le 1er mars 1990 à Saint-Étienne",
      "L’Haÿ-les-Roses",
      "42,5 m²",
      "Cave n° 12",
      "Lave-linge « Œko »",
      "Cuisine équipée",
      "1er décembre 2026",
      "Trois ans, jusqu'au 30 novembre 2029",
      "1 450,50 € (mille quatre cent cinquante euros et cinquante centimes)",
      "120,00 € (cent vingt euros)",
      "1 570,50 € (mille cinq cent soixante-dix euros et cinquante centimes)",
      "payable le 5 de chaque mois",
      "2ème trimestre 2026",
      "145,47",
      "loyer de référence majoré",
      "28,50 € / m²",
      "34,20 € / m²",
      // Under the cap: the base rent is the lease's rent, the cap printed apart.
      "Loyer de base 1 450,50 €",
      "Plafond du loyer de base 1 453,50 €",
      "Terrasse de 20 m² avec vue dégagée sur la Seine",
      "Dépôt de garantie",
      "solidairement",
      "Clause résolutoire",
      "600,00 € (six cents euros) TTC, dont TVA 100,00 €",
      "jardin « à la française »",
      "Animaux : un chat autorisé.",
      "Fait à L’Haÿ-les-Roses, le 22 novembre 2026",
      "Lu et approuvé",
      "Page 1 / 4",
      "avant 1946",
    );
    expectNoMissingValues(pdf.text);
  });

  it("leaves the rent-cap block, the second holder and solidarity out when they do not apply", async () => {
    const f = await hostileDossier(t, { encadrement: false, secondTitulaire: false });
    await diagnosticsDuBail(t, f.dossier.id);
    const pdf = await generate(t, `/api/Dossier/${f.dossier.id}/contratLocation/generate`);
    expect(pdf.text).not.toContain("loyer de référence majoré");
    expect(pdf.text).not.toContain("D’Artagnan");
    expect(pdf.text).not.toContain("solidairement");
    expectNoMissingValues(pdf.text);
  });

  it("a rent above the cap: the base rent is the cap, the complement apart; a first of the month prints '1er'", async () => {
    const f = await hostileDossier(t, { secondTitulaire: false });
    const put = await t.call("PUT", `/api/Dossier/${f.dossier.id}`, "admin", {
      loyerHC: 1500,
      jourQuitance: 1,
      encadrement: {
        surface: 42.5,
        nbPiece: 2,
        periodeConstruction: "avant 1946",
        loyerReference: 28.5,
        loyerReferenceMajore: 34.2,
        caracteristiqueLoyer: "Terrasse de 20 m²",
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    await diagnosticsDuBail(t, f.dossier.id);
    const pdf = await generate(t, `/api/Dossier/${f.dossier.id}/contratLocation/generate`);
    expectSays(
      pdf.text,
      "Loyer mensuel hors charges 1 500,00 €",
      "Loyer de base 1 453,50 €",
      "Complément de loyer 46,50 € (quarante-six euros et cinquante centimes)",
      "payable le 1er de chaque mois",
    );
    expect(pdf.text).not.toContain("payable le 1 de chaque mois");
  });

  it("a secondary residence is named so, in the subtitle and the legal reference", async () => {
    const f = await hostileDossier(t, { secondTitulaire: false });
    const put = await t.call("PUT", `/api/Locataire/${f.locataire.id}`, "admin", { rp: false });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    await diagnosticsDuBail(t, f.dossier.id);
    const pdf = await generate(t, `/api/Dossier/${f.dossier.id}/contratLocation/generate`);
    expectSays(
      pdf.text,
      "Logement nu à usage de résidence secondaire",
      "il n'est pas soumis au titre Ier de la loi n° 89-462 du 6 juillet 1989",
      "à titre de résidence secondaire du locataire",
    );
    expect(pdf.text).not.toContain("résidence principale");
    expectNoMissingValues(pdf.text);
  });

  it("answers 404 for an unknown dossier", async () => {
    const r = await t.call("GET", "/api/Dossier/999999/contratLocation/generate", "user");
    expect(r.status).toBe(404);
    expect(r.body.error.message).toBe("Le dossier est introuvable.");
  });
});
