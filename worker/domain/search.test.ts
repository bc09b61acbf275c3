import { describe, expect, it } from "vitest";
import { foldText, matchesSearch, searchTokens } from "./search";

// The matching of every search (lists' ?q=, pickers, Ctrl+K): what people type finds what is stored.
describe("foldText", () => {
  it("drops accents and case, composed or decomposed, and folds every kind of space", () => {
    expect(foldText("Éloïse LEFÈVRE")).toBe("eloise lefevre");
    expect(foldText("Nguyễn Thérèse")).toBe("nguyen therese");
    expect(foldText("E\u0301le\u0300ve")).toBe("eleve"); // decomposed: e + combining acute
    expect(foldText("  1\u00a0450,50\u202f€ \t rue  de l'Église ")).toBe(
      "1 450,50 € rue de l'eglise",
    );
    expect(foldText("Çà et là, Œuvre, Ørsted, straße")).toBe("ca et la, œuvre, ørsted, straße");
    // Polish, Czech, Hungarian, Croatian...: accents dropped, and the letters with a stroke written plain.
    expect(foldText("Łukasz Wróbel, Żółć, Dvořák, Erdős, Đurđević, Ħal")).toBe(
      "lukasz wrobel, zolc, dvorak, erdos, durdevic, hal",
    );
    expect(foldText("")).toBe("");
  });
});

describe("matchesSearch", () => {
  const record = {
    id: 12,
    nom: "Lefèvre",
    prenom: "Éloïse",
    ville: "Saint-Étienne",
    surface: 42.5,
    cave: true,
    notes: null,
  };
  it("needs every word, in any field and any order", () => {
    expect(matchesSearch(record, searchTokens("eloise LEFEVRE"))).toBe(true);
    expect(matchesSearch(record, searchTokens("saint-etienne eloise"))).toBe(true);
    expect(matchesSearch(record, searchTokens("42.5"))).toBe(true);
    expect(matchesSearch(record, searchTokens("eloise lyon"))).toBe(false);
    expect(matchesSearch(record, searchTokens("true"))).toBe(false); // booleans are not text
    expect(matchesSearch(record, searchTokens("   "))).toBe(true);
  });
});
