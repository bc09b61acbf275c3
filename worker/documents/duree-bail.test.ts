import { describe, expect, it } from "vitest";
import { dureeBail, moisEnLettres } from "./duree-bail";

describe("dureeBail: the lease's term from its dates", () => {
  it("a one-year lease is twelve months, 'un an'", () => {
    expect(dureeBail("2026-12-01", "2027-11-30")).toEqual({
      mois: 12,
      fin: "2027-11-30",
      libelle: "un an",
      legale: false,
    });
  });

  it("a three-year lease is 36 months", () => {
    expect(dureeBail("2026-12-01", "2029-11-30")).toMatchObject({ mois: 36, libelle: "trois ans" });
  });

  it("without an end date, the legal three years of art. 10, ending the day before the anniversary", () => {
    expect(dureeBail("2026-12-01", null)).toEqual({
      mois: 36,
      fin: "2029-11-30",
      libelle: "trois ans",
      legale: true,
    });
    // 29 February: the legal term still counts 36 months.
    expect(dureeBail("2028-02-29", null)).toMatchObject({ mois: 36, fin: "2031-02-28" });
  });

  it("a started month counts as a whole one, and an uneven term has no words", () => {
    expect(dureeBail("2026-12-15", "2027-11-30")).toMatchObject({ mois: 12, libelle: "" });
    expect(dureeBail("2026-12-01", "2027-12-10")).toMatchObject({ mois: 13, libelle: "" });
    expect(dureeBail("2026-01-01", "2027-06-30")).toMatchObject({
      mois: 18,
      libelle: "un an et six mois",
    });
  });

  it("names months and years in words", () => {
    expect(moisEnLettres(11)).toBe("onze mois");
    expect(moisEnLettres(24)).toBe("deux ans");
  });
});
