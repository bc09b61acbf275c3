import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { montantEnLettres } from "../../worker/domain/en-lettres";
import { create } from "../support/factories";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import {
  ADRESSE_LONGUE,
  AGENCE_TEST,
  NOM_LONG,
  PRENOM,
  hostileDossier,
  hostileEtatLieux,
} from "../support/document-fixtures";
import { diagnosticsDuBail } from "../support/diagnostics";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());

describe("inventories: GET /api/Dossier/{id}/etatIn|etatOut/generate", () => {
  it("prints the entry inventory's fields and room grid; the exit one beside the entry's", async () => {
    const f = await hostileDossier(t);
    const observation = `Rayure « profonde » sur le parquet ${NOM_LONG}`;
    const entree = await hostileEtatLieux(t, f.appartement.id, {
      date: "2026-12-01",
      sol: "Parquet chêne, état neuf",
      observation,
    });
    expect(
      (await t.call("GET", `/api/Dossier/${f.dossier.id}/etatIn/generate`, "user")).status,
    ).toBe(404);
    expect(
      (await t.call("PUT", `/api/Dossier/${f.dossier.id}`, "admin", { etatIn: entree.id })).status,
    ).toBe(200);
    const pdfIn = await generate(t, `/api/Dossier/${f.dossier.id}/etatIn/generate`);
    keepForReview("etat-lieux-entree", pdfIn.bytes);
    expect(pdfIn.pages).toBe(4);
    expectSays(
      pdfIn.text,
      "État des lieux d'entrée",
      `Madame ${PRENOM} ${NOM_LONG}`,
      "Monsieur Łukasz ? D’Artagnan",
      ADRESSE_LONGUE,
      "3 clés « Fichet », 1 badge",
      "Index 001234 m³",
      "Chaudière gaz révisée le 02/10/2026",
      "Interphone Oui",
      "Séjour « côté jardin »",
      "Salle d'eau",
      "Parquet chêne, état neuf",
      "Serrure 3 points, 2 clés",
      observation,
      "Fait à L’Haÿ-les-Roses, le 1er décembre 2026",
      "Certifié exact",
    );
    expect(pdfIn.text).not.toContain("À la sortie");
    expectNoMissingValues(pdfIn.text);

    expect(
      (await t.call("GET", `/api/Dossier/${f.dossier.id}/etatOut/generate`, "user")).status,
    ).toBe(404);
    const sortie = await hostileEtatLieux(t, f.appartement.id, {
      date: "2029-11-30",
      sol: "Parquet rayé au séjour",
      observation: null,
      releve: 15534,
    });
    expect(
      (
        await t.call("PUT", `/api/Dossier/${f.dossier.id}`, "admin", {
          etatOut: sortie.id,
          dateSortie: "2029-11-30",
        })
      ).status,
    ).toBe(200);
    const pdfOut = await generate(t, `/api/Dossier/${f.dossier.id}/etatOut/generate`);
    keepForReview("etat-lieux-sortie", pdfOut.bytes);
    expectSays(
      pdfOut.text,
      "État des lieux de sortie",
      "À l'entrée",
      "À la sortie",
      "Parquet chêne, état neuf",
      "Parquet rayé au séjour",
      "30 novembre 2029",
      "Fait à L’Haÿ-les-Roses, le 30 novembre 2029",
      "Consommation",
      "3 500 kWh",
    );
    expectNoMissingValues(pdfOut.text);
  });

  it("prints the exit inventory alone when the dossier has no entry inventory", async () => {
    const f = await hostileDossier(t, { secondTitulaire: false });
    const sortie = await hostileEtatLieux(t, f.appartement.id, {
      date: "2029-11-30",
      sol: "Parquet rayé",
    });
    expect(
      (await t.call("PUT", `/api/Dossier/${f.dossier.id}`, "admin", { etatOut: sortie.id })).status,
    ).toBe(200);
    const pdf = await generate(t, `/api/Dossier/${f.dossier.id}/etatOut/generate`);
    expectSays(pdf.text, "État des lieux de sortie", "Parquet rayé");
    expect(pdf.text).not.toContain("À l'entrée");
    expectNoMissingValues(pdf.text);
  });
});

describe("labels: GET /api/Dossier/{id}/etiquetteLocataire/generate", () => {
  it("prints both holders' names for the mailbox, the intercom and the door", async () => {
    const f = await hostileDossier(t);
    const pdf = await generate(t, `/api/Dossier/${f.dossier.id}/etiquetteLocataire/generate`);
    keepForReview("etiquette-locataire", pdf.bytes);
    expect(pdf.pages).toBe(1);
    expectSays(
      pdf.text,
      "Étiquettes locataire",
      "Boîte aux lettres",
      "Interphone",
      "Porte",
      "D’ARTAGNAN Łukasz ?",
      PRENOM,
      ADRESSE_LONGUE,
    );
    expectNoMissingValues(pdf.text);
  });
});

describe("deed: GET /api/Dossier/{id}/acteCautionnement/{cautionId}/generate", () => {
  it("states the rent, its revision, the maximum in figures and words and the handwritten mention of C. civ. art. 2297", async () => {
    const f = await hostileDossier(t);
    const pdf = await generate(
      t,
      `/api/Dossier/${f.dossier.id}/acteCautionnement/${f.caution.id}/generate`,
    );
    keepForReview("acte-cautionnement", pdf.bytes);
    expect(pdf.pages).toBe(3);
    expectSays(
      pdf.text,
      "Acte de cautionnement solidaire",
      `Monsieur Loïc ${NOM_LONG}`,
      "le 1er mai 1960 à Nîmes",
      `Madame ${PRENOM} ${NOM_LONG} et Monsieur Łukasz ? D’Artagnan`,
      "1 450,50 € (mille quatre cent cinquante euros et cinquante centimes)",
      "1 570,50 € (mille cinq cent soixante-dix euros et cinquante centimes)",
      "indice de référence des loyers",
      "2ème trimestre 2026 (indice 145,47)",
      // A three-year lease: 36 months of rent and charges.
      "Trois ans, du 1er décembre 2026 au 30 novembre 2029, soit la durée initiale du bail",
      "56 538,00 € (cinquante-six mille cinq cent trente-huit euros)",
      "Le montant maximum correspond à 36 mois de loyer et de charges",
      "Mention à recopier de la main de la caution",
      "à peine de nullité de son engagement (article 2297 du code civil)",
      "m'engage en qualité de caution solidaire à payer au bailleur ce que lui doivent",
      "D’Artagnan en cas de défaillance de leur part",
      "dans la limite de la somme de cinquante-six mille cinq cent trente-huit euros (56 538,00 €) en principal et accessoires",
      "pour une durée de trois ans, du 1er décembre 2026 au 30 novembre 2029",
      // Solidaire: the deed's claim and the mention agree (C. civ. art. 2297 al. 2).
      "Cautionnement solidaire : la caution renonce aux bénéfices de discussion et de division",
      "En renonçant aux bénéfices de discussion et de division, je reconnais ne pouvoir exiger du bailleur qu'il poursuive d'abord les locataires ou qu'il divise ses poursuites entre les cautions.",
      // Loi 89-462 art. 22-1 as in force: the rent and its revision, the avant-dernier alinéa reproduced, the copy.
      "Le loyer est de 1 450,50 € par mois hors charges, révisable chaque année",
      "Avant-dernier alinéa de l'article 22-1 : « Lorsque le cautionnement d'obligations résultant d'un contrat de location",
      "le bailleur remet à la caution un exemplaire du contrat de location",
      "Monsieur Gaël L’Œillet",
    );
    // The 2018-2021 wording of art. 22-1 is gone (since 2022 the mention is C. civ. art. 2297).
    expect(pdf.text).not.toContain("de façon explicite et non équivoque");
    expectNoMissingValues(pdf.text);
  });

  it("a one-year lease's deed: one year, twelve months of rent and charges in figures and words", async () => {
    const f = await hostileDossier(t, { secondTitulaire: false });
    const put = await t.call("PUT", `/api/Dossier/${f.dossier.id}`, "admin", {
      dateFinBail: "2027-11-30",
      dateFinPreavis: "2027-11-30",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const pdf = await generate(
      t,
      `/api/Dossier/${f.dossier.id}/acteCautionnement/${f.caution.id}/generate`,
    );
    keepForReview("acte-cautionnement-un-an", pdf.bytes);
    // 1 570,50 € x 12 = 18 846,00 €.
    const mots = montantEnLettres(1_884_600);
    expect(mots).toBe("dix-huit mille huit cent quarante-six euros");
    expectSays(
      pdf.text,
      "Le locataire cautionné",
      "Un an, du 1er décembre 2026 au 30 novembre 2027, soit la durée initiale du bail",
      `18 846,00 € (${mots})`,
      "Le montant maximum correspond à 12 mois de loyer et de charges au montant actuel de 1 570,50 €",
      "ce que lui doit Madame",
      "en cas de défaillance de sa part",
      `dans la limite de la somme de ${mots} (18 846,00 €) en principal et accessoires`,
      "pour une durée d'un an, du 1er décembre 2026 au 30 novembre 2027",
      "qu'il poursuive d'abord le locataire ou qu'il divise ses poursuites entre les cautions",
    );
    expect(pdf.text).not.toMatch(/trois ans|36 mois|56 538/i);
    expectNoMissingValues(pdf.text);
  });

  it("a lease with no end date: the legal three years of an unfurnished lease", async () => {
    const f = await hostileDossier(t, { secondTitulaire: false });
    const put = await t.call("PUT", `/api/Dossier/${f.dossier.id}`, "admin", {
      dateFinBail: null,
      dateFinPreavis: null,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.dateFinBail).toBeNull();
    const pdf = await generate(
      t,
      `/api/Dossier/${f.dossier.id}/acteCautionnement/${f.caution.id}/generate`,
    );
    expectSays(
      pdf.text,
      "Trois ans, du 1er décembre 2026 au 30 novembre 2029, soit la durée légale du bail (article 10 de la loi du 6 juillet 1989)",
      "56 538,00 € (cinquante-six mille cinq cent trente-huit euros)",
      "pour une durée de trois ans, du 1er décembre 2026 au 30 novembre 2029",
    );
    expectNoMissingValues(pdf.text);
  });

  it("a furnished lease with no end date: the legal one year of art. 25-7, twelve months of maximum", async () => {
    const f = await hostileDossier(t, { secondTitulaire: false });
    const put = await t.call("PUT", `/api/Dossier/${f.dossier.id}`, "admin", {
      typeBail: "meublé",
      dateFinBail: null,
      dateFinPreavis: null,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const pdf = await generate(
      t,
      `/api/Dossier/${f.dossier.id}/acteCautionnement/${f.caution.id}/generate`,
    );
    expectSays(
      pdf.text,
      "Un an, du 1er décembre 2026 au 30 novembre 2027, soit la durée légale du bail (article 25-7 de la loi du 6 juillet 1989)",
      "18 846,00 € (dix-huit mille huit cent quarante-six euros)",
    );
    expect(pdf.text).not.toMatch(/trois ans|56 538/i);
  });

  it("answers 404 for a guarantor of another dossier", async () => {
    const f = await hostileDossier(t);
    const other = await create(t, "Caution", {
      nom: "Autre",
      prenom: "Paul",
      mobile: "0611223344",
      mail: "p@example.fr",
    });
    const r = await t.call(
      "GET",
      `/api/Dossier/${f.dossier.id}/acteCautionnement/${other.id}/generate`,
      "user",
    );
    expect(r.status).toBe(404);
    expect(r.body.error.message).toBe("La caution est introuvable.");
  });

  it("keeps one document per guarantor and drops them with the dossier", async () => {
    const f = await hostileDossier(t);
    const deed = await generate(
      t,
      `/api/Dossier/${f.dossier.id}/acteCautionnement/${f.caution.id}/generate`,
    );
    await diagnosticsDuBail(t, f.dossier.id);
    const lease = await generate(t, `/api/Dossier/${f.dossier.id}/contratLocation/generate`);
    const keys = t.files.keys();
    expect(keys).toContain(deed.link.slice(1));
    // The dossier is over (its end passed), so it may be deleted; its documents go with it.
    expect(
      (
        await t.call("PUT", `/api/Dossier/${f.dossier.id}`, "admin", {
          dateFinBail: "2026-01-31",
          dateFinPreavis: "2026-01-31",
        })
      ).status,
    ).toBe(200);
    expect((await t.call("DELETE", `/api/Dossier/${f.dossier.id}`, "admin")).status).toBe(204);
    expect(t.files.keys()).not.toContain(deed.link.slice(1));
    expect(t.files.keys()).not.toContain(lease.link.slice(1));
  });
});
