import { describe, expect, it } from "vitest";
import { anneeRegistre, dureeMois, numeroMandat } from "./registre";

describe("register of mandates, pure rules", () => {
  it("numbers count up on four digits, then more", () => {
    expect(numeroMandat(2026, 42)).toBe("2026-0042");
    expect(numeroMandat(2026, 12345)).toBe("2026-12345");
  });
  it("a caretaking year is 12 months, a short one in days", () => {
    expect(dureeMois("2026-01-01", "2026-12-31")).toBe("12 mois");
    expect(dureeMois("2026-03-15", "2027-03-14")).toBe("12 mois");
    expect(dureeMois("2026-03-01", "2026-03-10")).toBe("10 jours");
    expect(dureeMois(null, "2026-03-10")).toBe("");
  });
  it("the year asked is four digits from 2000 to 2100", () => {
    expect(anneeRegistre("2026")).toBe(2026);
    expect(anneeRegistre("26")).toBeNull();
    expect(anneeRegistre("1999")).toBeNull();
    expect(anneeRegistre(undefined)).toBeNull();
  });
});
