import { describe, expect, it } from "vitest";
import { COLONNES } from "@worker/domain/imports/colonnes";
import {
  annonce,
  enteteDe,
  FEUILLES,
  parFeuille,
  premierDuMois,
  SORTES_DE_FICHE,
  valeurLue,
} from "./import-format";
import { libelleDuFichier } from "./libelles";

describe("Reprise de données: what the screen writes", () => {
  it("lists every sheet of the template in step 1, Mandats included (walk 92)", () => {
    expect(SORTES_DE_FICHE).toBe(
      "propriétaires, appartements, locataires, baux, garants, mandats, soldes",
    );
  });

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
    expect(enteteDe("Baux", "depotGarantie")).toBe("Dépôt de garantie");
  });

  it("says every column in French words, a computed one too, never its raw key (walk 92)", () => {
    expect(enteteDe("Proprietaires", "reference")).toBe("Référence");
    expect(enteteDe("Proprietaires", "numEdf")).toBe("N° EDF");
    expect(enteteDe("Proprietaires", "dateDepotPOI")).toBe("Date de dépôt POI");
    expect(enteteDe("Appartements", "zoneTendue")).toBe("Zone tendue");
    // No label of the screen left without its accents: each word of each column read against its accented form.
    const sansAccent =
      /\b(Reference|Civilite|Prenom|Telephone|Etage|Periode|Depot|Creation|Reserve|Entree|Debut|Duree|Numero|Annee|Equipements|precedent|preavis|cles?|clefs?)\b/;
    for (const f of FEUILLES)
      for (const c of COLONNES[f]) expect(enteteDe(f, c.champ)).not.toMatch(sansAccent);
    expect(libelleDuFichier(COLONNES.Proprietaires, "PRENOM")).toBe("Prénom");
    expect(libelleDuFichier(COLONNES.Proprietaires, "Mél. personnel")).toBe("Mél. personnel");
  });

  it("says a balance's kind in words and a mandate's fees with their unit (walk 92)", () => {
    expect(valeurLue("Soldes", "type", "locataire")).toBe("Locataire");
    expect(valeurLue("Soldes", "type", "depot")).toBe("Dépôt de garantie");
    expect(valeurLue("Soldes", "type", "proprietaire")).toBe("Propriétaire");
    expect(valeurLue("Mandats", "honorairesHT", 6)).toBe("6,00\u00a0%");
    expect(valeurLue("Mandats", "honorairesTTC", 7.2)).toBe("7,20\u00a0%");
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
