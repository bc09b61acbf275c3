import { describe, expect, it } from "vitest";
import type { TableLue } from "./csv";
import { typeBailLu, verifierImport } from "./verifier";

const table = (entetes: string[], ...rows: string[][]): TableLue => ({
  entetes,
  lignes: rows.map((cells, i) => ({ ligne: i + 2, cells })),
});

const PROPRIETAIRES = table(
  ["Reference", "Civilité", "Nom", "Prénom", "IBAN"],
  ["P001", "M.", "Martin", "Paul", "FR76 3000 6000 0112 3456 7890 189"],
  ["P002", "Mme", "Durand", "Anne", "fr7630006000011234567890189"],
);
const APPARTEMENTS = table(
  ["Référence", "Propriétaires", "Adresse", "CP", "Ville", "Loyer HC"],
  ["A001", "P001:60;P002:40", "12 rue de la Paix", "75002", "Paris", "850,00 €"],
);
const LOCATAIRES = table(
  ["Ref", "Nom", "Prénom", "Téléphone"],
  ["L001", "Petit", "Léa", "+33 6 12 34 56 78"],
);
const BAUX = table(
  [
    "Reference",
    "Lot",
    "Locataire",
    "Type de bail",
    "Date d'effet",
    "Loyer HC",
    "Charges",
    "Dépôt de garantie",
  ],
  ["B001", "A001", "L001", "Non meublé", "01/09/2024", "850", "50", "850"],
);

describe("the dry run's checks", () => {
  it("counts what a clean file creates, and what the agency already has is updated", () => {
    const v = verifierImport(
      {
        Proprietaires: PROPRIETAIRES,
        Appartements: APPARTEMENTS,
        Locataires: LOCATAIRES,
        Baux: BAUX,
      },
      "2026-12-31",
      { Proprietaires: new Set(["P002"]) },
    );
    expect(v.erreurs).toEqual([]);
    expect(v.feuilles).toEqual({
      Proprietaires: { lignes: 2, creer: 1, mettreAJour: 1 },
      Appartements: { lignes: 1, creer: 1, mettreAJour: 0 },
      Locataires: { lignes: 1, creer: 1, mettreAJour: 0 },
      Baux: { lignes: 1, creer: 1, mettreAJour: 0 },
    });
    expect(v.lus.Baux?.[0]?.champs).toMatchObject({
      typeBail: "nu",
      dateDebutBail: "2024-09-01",
      loyerHC: 85000,
      depotGarantie: 85000,
      locataires: ["L001"],
    });
    expect(v.lus.Proprietaires?.[1]?.champs.iban).toBe("FR7630006000011234567890189");
  });

  it("lists every fault of the file at its row and column, in French", () => {
    const v = verifierImport(
      {
        Proprietaires: table(
          ["Reference", "Nom", "Prenom", "IBAN"],
          ["P001", "Martin", "Paul", "FR76 0000"],
          ["P001", "", "Anne", ""],
        ),
        Appartements: table(
          ["Reference", "Proprietaires", "Adresse", "Code postal", "Ville"],
          ["A001", "P001:60;P009:40", "1 rue", "75001", "Paris"],
        ),
        Baux: table(
          [
            "Reference",
            "Appartement",
            "Locataires",
            "Date de debut",
            "Loyer HC",
            "Charges",
            "Depot de garantie",
            "Type de bail",
          ],
          ["B001", "A001", "L404", "31/02/2026", "800", "50", "1 700", "nu"],
          ["B002", "A001", "L404", "01/01/2026", "800", "50", "800", "chambre"],
          ["B003", "A001", "", "01/06/2026", "800,123", "50", "800", "nu"],
        ),
        Soldes: table(
          ["Reference", "Type", "Montant"],
          ["B001", "loyer", "10"],
          ["P001", "proprietaire", "-5"],
        ),
      },
      "2026-12-31",
    );
    // (eurosFr writes its amounts with no-break spaces.)
    const messages = v.erreurs.map((e) => e.message.replace(/[\u00a0\u202f]/g, " "));
    expect(messages).toEqual([
      "Ligne 2, colonne IBAN : IBAN invalide.",
      "Ligne 3, colonne Reference : La référence P001 est déjà celle de la ligne 2.",
      "Ligne 3, colonne Nom : Valeur obligatoire (ou une Raison sociale pour une société).",
      "Ligne 2, colonne Proprietaires : La référence P009 n'existe ni dans la feuille Proprietaires ni dans l'agence.",
      "Ligne 2, colonne Date de debut : Date invalide (attendue comme 31/12/2026 ou 2026-12-31).",
      "Ligne 2, colonne Locataires : La référence L404 n'existe ni dans la feuille Locataires ni dans l'agence.",
      "Ligne 2, colonne Depot de garantie : Le dépôt de garantie ne peut excéder un mois de loyer hors charges, soit 800,00 € (article 22 de la loi du 6 juillet 1989).",
      "Ligne 3, colonne Locataires : La référence L404 n'existe ni dans la feuille Locataires ni dans l'agence.",
      "Ligne 3, colonne Type de bail : Type de bail inconnu (nu, meublé, mobilité ou étudiant).",
      "Ligne 4, colonne Loyer HC : Montant invalide (attendu comme 1 234,56).",
      "Ligne 4, colonne Locataires : Valeur obligatoire.",
      "Ligne 4, colonne Appartement : Le lot A001 a déjà un bail en cours au 31/12/2026 (ligne 3).",
      "Ligne 2, colonne Type : Type inconnu (locataire, depot ou proprietaire).",
    ]);
    expect(v.erreurs[0]).toEqual({
      feuille: "Proprietaires",
      ligne: 2,
      colonne: "IBAN",
      message: "Ligne 2, colonne IBAN : IBAN invalide.",
    });
  });

  it("a required column missing is said once, at the header's line", () => {
    const v = verifierImport(
      { Locataires: table(["Reference", "Prénom"], ["L001", "Léa"]) },
      "2026-12-31",
    );
    expect(v.erreurs.map((e) => e.message)).toEqual([
      "Ligne 1, colonne Nom : Colonne obligatoire absente du fichier.",
    ]);
  });

  it("reads the usual names of the kinds of lease", () => {
    expect(["nu", "Vide", "NON MEUBLÉ", "Location nue"].map(typeBailLu)).toEqual([
      "nu",
      "nu",
      "nu",
      "nu",
    ]);
    expect(["Meublé", "meublée", "Location meublée"].map(typeBailLu)).toEqual([
      "meublé",
      "meublé",
      "meublé",
    ]);
    expect(typeBailLu("Bail mobilité")).toBe("mobilité");
    expect(typeBailLu("chambre")).toBeNull();
  });
});
