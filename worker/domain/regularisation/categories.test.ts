import { describe, expect, it } from "vitest";
import { lireCategorie, MSG_CATEGORIE_INCONNUE } from "./categories";

// Issue 27 names the categories in words (« water, heating, common areas, household waste tax, lift »): staff and API
// clients write them by their key, their label or a usual name, in any case, with or without accents.
describe("lireCategorie", () => {
  it("reads a key, a label or a usual name, case- and accent-blind", () => {
    expect(lireCategorie("eau")).toBe("eau");
    expect(lireCategorie(" Eau ")).toBe("eau");
    expect(lireCategorie("PARTIES-COMMUNES")).toBe("partiesCommunes");
    expect(lireCategorie("Taxe d'enlèvement des ordures ménagères")).toBe("teom");
    expect(lireCategorie("TEOM")).toBe("teom");
    expect(lireCategorie("ordures menageres")).toBe("teom");
    expect(lireCategorie("Électricité")).toBe("electricite");
  });

  it("leaves anything else as given, for the schema to refuse in French", () => {
    expect(lireCategorie("piscine")).toBe("piscine");
    expect(lireCategorie(12)).toBe(12);
    expect(MSG_CATEGORIE_INCONNUE).toMatch(
      /^Catégorie inconnue : choisissez « Eau », « Chauffage »/,
    );
  });
});
