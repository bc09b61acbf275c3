import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { AGENCE_TEST, NOM_LONG, PRENOM, hostileDossier } from "../support/document-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());

describe("GET /api/Dossier/{id}/contratLocation/generate", () => {
  it("follows the standard lease: parties, premises, term, rent and charges in figures and words, IRL, rent cap, deposit, clauses, signatures", async () => {
    const f = await hostileDossier(t);
    const pdf = await generate(t, `/api/Dossier/${f.dossier.id}/contratLocation/generate`);
    keepForReview("contrat-location", pdf.bytes);
    expect(pdf.pages).toBe(4);
    expectSays(
      pdf.text,
      "Contrat de location",
      "décret n° 2015-587 du 29 mai 2015",
      "I. Désignation des parties",
      `Madame Anne-Laure ${NOM_LONG}`,
      "Monsieur Gaël L’Œillet",
      AGENCE_TEST.nom,
      AGENCE_TEST.carteProfessionnelle,
      `Madame ${PRENOM} ${NOM_LONG}`,
      "Monsieur Lukasz ? D’Artagnan",
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
      "1 453,50 €",
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
    const pdf = await generate(t, `/api/Dossier/${f.dossier.id}/contratLocation/generate`);
    expect(pdf.text).not.toContain("loyer de référence majoré");
    expect(pdf.text).not.toContain("D’Artagnan");
    expect(pdf.text).not.toContain("solidairement");
    expectNoMissingValues(pdf.text);
  });

  it("answers 404 for an unknown dossier", async () => {
    const r = await t.call("GET", "/api/Dossier/999999/contratLocation/generate", "user");
    expect(r.status).toBe(404);
    expect(r.body.error.message).toBe("Le dossier est introuvable.");
  });
});
