// Issue 23: each kind of lease prints its own standard contract, on realistic data: a furnished studio, a bail
// mobilité, an unfurnished flat in Paris with the rent-cap block and the 2024 mentions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { AGENCE_TEST } from "../support/document-fixtures";
import { create, valid } from "../support/factories";
import { diagnosticsDuBail } from "../support/diagnostics";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.ports.config.agence = AGENCE_TEST;
});
afterAll(() => t.close());

async function lease(appartement: Record<string, unknown>, dossier: Record<string, unknown>) {
  const owner = await create(t, "Client", { ...valid.Client(), nom: "Garnier", prenom: "Hélène" });
  const a = await create(t, "Appartement", { ...valid.Appartement(), ...appartement });
  const r = await t.call("PUT", `/api/Appartement/${a.id}/owner/add/${owner.id}`, "admin");
  expect(r.status).toBeLessThan(300);
  const l = await create(t, "Locataire", {
    ...valid.Locataire(),
    nom: "Moreau",
    prenom: "Camille",
    naissance: "2003-04-12",
  });
  const d = await create(t, "Dossier", { ...valid.Dossier(a.id, l.id), ...dossier });
  await diagnosticsDuBail(t, d.id);
  return generate(t, `/api/Dossier/${d.id}/contratLocation/generate`);
}

describe("the lease by kind", () => {
  it("a furnished studio: titre Ier bis, annexe 2, one year renewed for one year, two months' deposit, furniture", async () => {
    const pdf = await lease(
      {
        adresse: "14 rue de la Charité",
        codePostal: "69002",
        ville: "Lyon",
        zoneLoyer: "tendue",
        surface: 24,
        nbPiece: 1,
        classeEnergie: "D",
        classeClimat: "B",
        depenseEnergieMin: 610,
        depenseEnergieMax: 860,
        anneeReferenceEnergie: 2024,
        equipementsTic: "Fibre optique",
        identifiantFiscal: "691230456789",
      },
      {
        typeBail: "meublé",
        loyerHC: 690,
        loyerCharge: 45,
        depotGarantie: 1380,
        dateCreationBail: "2026-08-20",
        dateDebutBail: "2026-09-01",
        dateEntree: "2026-09-01",
        dateFinBail: "2027-08-31",
        fraisDossierTTC: 240,
        honorairesBailleurTTC: 240,
        lieuSignature: "Lyon",
      },
    );
    keepForReview("contrat-location-meuble", pdf.bytes);
    expectSays(
      pdf.text,
      "Logement meublé à usage de résidence principale",
      "soumis au titre Ier bis de la loi n° 89-462 du 6 juillet 1989",
      "l'annexe 2 du décret n° 2015-587",
      "Un an, jusqu'au 31 août 2027",
      "Reconduit tacitement pour un an à défaut de congé (article 25-7)",
      "Préavis du locataire Un mois (article 25-8)",
      "1 380,00 € (mille trois cent quatre-vingts euros)",
      "ne peut excéder deux mois de loyer hors charges (article 25-6), ne porte pas intérêt. Il est restitué dans un délai d'un mois",
      "décret n° 2015-981 du 31 juillet 2015",
      "Inventaire et état détaillé du mobilier",
      "Classe énergie D, classe climat B",
      "entre 610,00 € et 860,00 € par an, prix de référence de 2024",
      "Fibre optique",
      "691230456789",
      "10,09 € / m² de surface habitable (zone tendue)",
      "3,03 € / m² de surface habitable",
      // The label wraps over two lines, its value between them in pdftotext's reading order.
      "Honoraires à la charge du 240,00 € (deux cent quarante euros) TTC bailleur",
    );
    expect(pdf.text).not.toContain("Logement nu");
    expect(pdf.text).not.toContain("trois ans");
    expect(pdf.text).not.toContain("un mois de loyer hors charges");
    expectNoMissingValues(pdf.text);
  });

  it("a bail mobilité: titre Ier ter, its term, no deposit, fixed charges, no revision", async () => {
    const pdf = await lease(
      { adresse: "5 rue Bichat", codePostal: "75010", ville: "Paris", surface: 18 },
      {
        typeBail: "mobilité",
        motifMobilite: "mutation professionnelle",
        loyerHC: 820,
        loyerCharge: 60,
        depotGarantie: 0,
        dateCreationBail: "2026-09-25",
        dateDebutBail: "2026-10-01",
        dateEntree: "2026-10-01",
        dateFinBail: "2027-03-31",
        clauses: { clausesText: "Motif : stage de fin d'études chez un éditeur parisien." },
      },
    );
    keepForReview("contrat-location-mobilite", pdf.bytes);
    expectSays(
      pdf.text,
      "Bail mobilité",
      "Le présent contrat de location est un bail mobilité régi par le titre Ier ter de la loi n° 89-462 du 6 juillet 1989",
      "Six mois, jusqu'au 31 mars 2027",
      "Ni renouvelable ni reconductible",
      "Un mois, à tout moment",
      "Aucun dépôt de garantie ne peut être exigé",
      "Forfait mensuel de charges",
      "ne peut donner lieu à complément ni à régularisation",
      "Le loyer n'est pas révisé en cours de bail.",
      "en formation professionnelle, en études supérieures",
      "stage de fin d'études",
      // Issue 39: its reason among those of art. 25-12, its term of one to ten months, nothing of a residence.
      "Motif du bail mobilité Mutation professionnelle",
      "conclu pour une durée de un à dix mois. Il n'est ni renouvelable ni reconductible",
    );
    expect(pdf.text).not.toMatch(/résidence (secondaire|principale)/);
    expect(pdf.text).not.toContain("titre Ier bis de la loi n° 89-462 du 6 juillet 1989 tendant");
    expect(pdf.text).not.toContain("Trimestre de référence de l'IRL");
    expect(pdf.text).not.toMatch(/Dépôt de garantie \d/);
    expectNoMissingValues(pdf.text);
  });

  it("an unfurnished flat in Paris: titre Ier, three years, one month's notice in zone tendue, rent cap, previous rent, class F reminder", async () => {
    const pdf = await lease(
      {
        adresse: "27 rue des Vinaigriers",
        codePostal: "75010",
        ville: "Paris",
        surface: 48,
        nbPiece: 2,
        periodeConstruction: "avant 1946",
        classeEnergie: "F",
        classeClimat: "F",
        depenseEnergieMin: 1640,
        depenseEnergieMax: 2250,
        anneeReferenceEnergie: 2025,
      },
      {
        // Class F in zone tendue: no more than the previous tenant's rent (issue 39).
        loyerHC: 1350,
        loyerCharge: 110,
        depotGarantie: 1350,
        dateCreationBail: "2026-11-20",
        dateDebutBail: "2026-12-01",
        dateEntree: "2026-12-01",
        dateFinBail: null,
        dernierLoyerPrecedent: 1350,
        dateDernierLoyerPrecedent: "2026-10-05",
        fraisDossierTTC: 720,
        encadrement: {
          surface: 48,
          nbPiece: 2,
          periodeConstruction: "avant 1946",
          loyerReference: 27.3,
          loyerReferenceMajore: 32.76,
        },
      },
    );
    keepForReview("contrat-location-nu-paris", pdf.bytes);
    expectSays(
      pdf.text,
      "Logement nu à usage de résidence principale",
      "soumis au titre Ier de la loi n° 89-462 du 6 juillet 1989",
      "l'annexe 1 du décret n° 2015-587",
      "Trois ans, jusqu'au 30 novembre 2029",
      "Reconduit tacitement pour trois ans à défaut de congé (article 10)",
      "Un mois, le logement étant situé en zone tendue (article 15)",
      "loyer de référence majoré",
      "32,76 € / m²",
      "Plafond du loyer de base 1 572,48 €",
      "Dernier loyer acquitté 1 350,00 €",
      "5 octobre 2026",
      "ne peut excéder un mois de loyer hors charges",
      "Classe énergie F, classe climat F",
      "à compter du 1er janvier 2028",
      "12,10 € / m² de surface habitable (zone très tendue)",
    );
    expect(pdf.text).not.toContain("titre Ier bis");
    expect(pdf.text).not.toContain("mobilier");
    // Class F (issue 39): no revision clause, and no complement printed as "Aucun".
    expectSays(
      pdf.text,
      "Logement classé F au diagnostic de performance énergétique : le loyer ne peut pas être révisé",
    );
    expect(pdf.text).not.toContain("Trimestre de référence de l'IRL");
    expect(pdf.text).not.toContain("révisé chaque année");
    expect(pdf.text).not.toMatch(/Complément de loyer\s+Aucun/);
    expectNoMissingValues(pdf.text);
  });
});
