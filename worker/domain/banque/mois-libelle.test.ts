import { describe, expect, it } from "vitest";
import { moisNommes } from "./mois-libelle";

describe("moisNommes", () => {
  it("reads French month names with or without accents, any case, and numeric months", () => {
    expect(moisNommes("loyer Août")).toEqual([{ mois: 8, annee: null }]);
    expect(moisNommes("LOYER AOUT 2026")).toEqual([{ mois: 8, annee: 2026 }]);
    expect(moisNommes("Loyer février")).toEqual([{ mois: 2, annee: null }]);
    expect(moisNommes("LOYER 11/2026")).toEqual([{ mois: 11, annee: 2026 }]);
    expect(moisNommes("VIR 123/2026 REF 13/2026")).toEqual([]);
  });
});
