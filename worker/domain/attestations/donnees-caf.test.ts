import { describe, expect, it } from "vitest";
import { donneesCaf, type RecordsCaf } from "./donnees-caf";
import { formulaireCafAu } from "./formulaire-caf";

const records = (o: Partial<RecordsCaf> = {}): RecordsCaf => ({
  jour: "2026-11-21",
  DossierId: 7,
  typeBail: "meublé",
  dateEntree: "2025-06-01",
  loyerHC: 85000,
  charges: 12050,
  solde: 0,
  logement: {
    adresse: "12 rue des Lilas",
    codePostal: "75011",
    ville: "Paris",
    surface: 31,
    nbPiece: 1,
  },
  locataires: [{ titre: "Madame", prenom: "Léa", nom: "Martin", naissance: "1990-04-12" }],
  bailleurs: [{ nom: "SCI des Lilas", adresse: "3 place X, 69001 Lyon", siret: "73282932000074" }],
  mandataire: true,
  agence: {
    nom: "Agence du Parc",
    adresse: "1 rue Y, 75002 Paris",
    siret: "",
    carteProfessionnelle: "CPI 7501",
  },
  ...o,
});

describe("the CAF sheet's data", () => {
  it("names the form in force, the company's SIRET and the agency as its representative", () => {
    const d = donneesCaf(records());
    expect(d.formulaire.cerfa).toBe("10842*07");
    expect(d.bailleur.personnes[0]?.siret).toBe("73282932000074");
    expect(d.bailleur.representant).toMatchObject({ nom: "Agence du Parc", siret: null });
    expect(d.signature).toMatchObject({ lieu: "Paris", signataire: "Agence du Parc" });
    expect(d.logement).toMatchObject({
      meuble: true,
      typeBail: "Location meublée",
      surfaceHabitable: 31,
    });
  });

  it("gives money in cents and in the form's words, and whether the rent is paid", () => {
    const d = donneesCaf(records({ solde: 4550 }));
    expect(d.loyer.montantTotal.centimes).toBe(97050);
    expect(d.loyer.montantTotal.texte.replace(/\s/g, " ")).toBe("970,50 €");
    expect(d.paiement).toMatchObject({ aJour: false, impaye: { centimes: 4550 } });
    expect(donneesCaf(records({ solde: -1000 })).paiement).toMatchObject({
      aJour: true,
      impaye: { centimes: 0 },
    });
  });

  it("lists in `manquants` what the records lack, the owner signing when no agency manages", () => {
    const d = donneesCaf(
      records({
        mandataire: false,
        logement: { adresse: "", codePostal: null, ville: null, surface: null, nbPiece: null },
        locataires: [{ titre: null, prenom: "Léa", nom: "Martin", naissance: null }],
      }),
    );
    expect(d.manquants.map((m) => m.champ)).toEqual([
      "logement.adresse",
      "logement.surfaceHabitable",
      "logement.nombrePieces",
      "logement.conventionne",
      "locataires.0.dateNaissance",
      "versementAide.tiersPayant",
    ]);
    expect(d.manquants.find((m) => m.champ === "locataires.0.dateNaissance")?.libelle).toBe(
      "Date de naissance de Léa Martin",
    );
    expect(d.bailleur.representant).toBeNull();
    expect(d.signature).toMatchObject({
      signataire: "SCI des Lilas",
      lieu: "Lyon",
      qualite: "Le bailleur",
    });
  });

  it("without any owner recorded, asks for the landlord's name", () => {
    const d = donneesCaf(records({ bailleurs: [], mandataire: false }));
    expect(d.manquants[0]).toEqual({ champ: "bailleur.personnes", libelle: "Nom du bailleur" });
    expect(d.bailleur.representant?.nom).toBe("Agence du Parc");
  });
});

describe("the CAF form by date", () => {
  it("is Cerfa 10842*07 since January 2017", () => {
    expect(formulaireCafAu("2026-11-21").cerfa).toBe("10842*07");
  });
});
