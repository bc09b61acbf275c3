import { describe, expect, it } from "vitest";
import { annonce, enteteDe, parFeuille, premierDuMois, valeurLue } from "./import-format";

describe("Reprise de données: what the screen writes", () => {
  it("offers the first of the current month as the cut-over day", () => {
    expect(premierDuMois("2026-11-27")).toBe("2026-11-01");
  });

  it("shows a preview's cells as they will be read: euros from cents, French dates, owners and shares", () => {
    expect(valeurLue("Baux", "loyerHC", 65050)).toBe("650,50\u00a0€");
    expect(valeurLue("Baux", "dateDebutBail", "2024-09-01")).toBe("01/09/2024");
    expect(
      valeurLue("Appartements", "proprietaires", [
        { reference: "P001", part: 60 },
        { reference: "P002", part: 40 },
      ]),
    ).toBe("P001 : 60 % ; P002 : 40 %");
    expect(valeurLue("Baux", "locataires", ["L001", "L002"])).toBe("L001 ; L002");
    expect(valeurLue("Appartements", "copropriete", true)).toBe("Oui");
    expect(valeurLue("Proprietaires", "nom", null)).toBe("");
    expect(enteteDe("Baux", "depotGarantie")).toBe("Depot de garantie");
  });

  it("counts the records in words, sheet by sheet, and announces what an import writes", () => {
    expect(parFeuille({ Proprietaires: 2, Baux: 1, Garants: 0 })).toBe("2 propriétaires, 1 bail");
    expect(parFeuille({})).toBe("aucune");
    const feuille = { colonnes: [], apercu: [] };
    expect(
      annonce({
        feuilles: {
          Proprietaires: { lignes: 3, creer: 2, mettreAJour: 1, ...feuille },
          Soldes: { lignes: 1, creer: 1, mettreAJour: 0, ...feuille },
        },
        erreurs: [],
        avertissements: [],
      }),
    ).toBe(
      "À créer : 2 propriétaires, 1 solde d'ouverture. À mettre à jour : 1 propriétaire. Tout est écrit en une fois, ou rien.",
    );
  });
});
