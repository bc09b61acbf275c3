import { describe, expect, it } from "vitest";
import { raisonIndecence } from "./decence";

// The decency floor at each of its legal dates: the day before is decent, the day itself and after are not.
const metro = (classe: string | null, energieFinale: number | null = null) => ({
  classe,
  energieFinale,
  codePostal: "75011",
});
const outreMer = (classe: string | null, energieFinale: number | null = null, cp = "97200") => ({
  classe,
  energieFinale,
  codePostal: cp,
});

describe("raisonIndecence: metropolitan France", () => {
  it.each([
    ["G", "2024-12-31", "2025-01-01", "1er janvier 2025"],
    ["F", "2027-12-31", "2028-01-01", "1er janvier 2028"],
    ["E", "2033-12-31", "2034-01-01", "1er janvier 2034"],
  ])("class %s: decent on %s, refused from %s", (classe, veille, jour, fr) => {
    expect(raisonIndecence(metro(classe), veille)).toBeNull();
    const raison = raisonIndecence(metro(classe), jour);
    expect(raison).toContain(`classé ${classe}`);
    expect(raison).toContain(fr);
    expect(raisonIndecence(metro(classe), "2040-06-15")).toContain(fr);
    // A new lease is refused; a lease in force still renews (mentionNonDecent): the refusal must not say otherwise.
    expect(raison).toContain("ne peut pas être loué à un nouveau locataire");
    expect(raison).not.toMatch(/renouvel/);
  });

  it("classes A to D stay decent; a class in lower case or with spaces is read", () => {
    for (const c of ["A", "B", "C", "D"])
      expect(raisonIndecence(metro(c), "2040-01-01")).toBeNull();
    expect(raisonIndecence(metro(" g "), "2025-01-01")).toContain("classé G");
    expect(raisonIndecence(metro(null), "2040-01-01")).toBeNull();
  });

  it("over 450 kWh/m²/year of final energy: refused from 1 January 2023, 450 itself is decent", () => {
    expect(raisonIndecence(metro("D", 451), "2022-12-31")).toBeNull();
    expect(raisonIndecence(metro("D", 451), "2023-01-01")).toContain("451 kWh");
    expect(raisonIndecence(metro("D", 450), "2030-01-01")).toBeNull();
    expect(raisonIndecence(metro("D", 450.5), "2023-01-01")).toContain("1er janvier 2023");
    expect(raisonIndecence(metro(null, 600), "2023-01-01")).toContain("décret n° 2021-19");
  });
});

describe("raisonIndecence: overseas (codes postaux 971 to 976)", () => {
  it.each([
    ["G", "2027-12-31", "2028-01-01", "1er janvier 2028"],
    ["F", "2030-12-31", "2031-01-01", "1er janvier 2031"],
  ])("class %s: decent on %s, refused from %s", (classe, veille, jour, fr) => {
    expect(raisonIndecence(outreMer(classe), veille)).toBeNull();
    expect(raisonIndecence(outreMer(classe), jour)).toContain(fr);
  });

  it("G in 2025 and E in 2034 are decent overseas; each code 971-976 is overseas, 970 and 977 are not", () => {
    expect(raisonIndecence(outreMer("G"), "2025-06-01")).toBeNull();
    expect(raisonIndecence(outreMer("E"), "2040-01-01")).toBeNull();
    for (const cp of ["97100", "97200", "97300", "97400", "97500", "97600"])
      expect(raisonIndecence(outreMer("G", null, cp), "2025-06-01")).toBeNull();
    expect(raisonIndecence(outreMer("G", null, "97000"), "2025-06-01")).toContain("classé G");
    expect(raisonIndecence(outreMer("G", null, "97700"), "2025-06-01")).toContain("classé G");
  });

  it("the 450 kWh ceiling is metropolitan only", () => {
    expect(raisonIndecence(outreMer("D", 600), "2026-01-01")).toBeNull();
  });

  it("no postal code reads as metropolitan France", () => {
    expect(raisonIndecence({ classe: "G" }, "2025-01-01")).toContain("classé G");
  });
});
