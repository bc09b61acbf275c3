import { describe, expect, it } from "vitest";
import { MOIS_FR } from "../dates";
import { de } from "./elision";

describe("de, elided before a vowel", () => {
  it("writes d'octobre, d'avril, d'août and de for the other months", () => {
    expect(de("octobre 2026")).toBe("d'octobre 2026");
    expect(de("Avril 2026")).toBe("d'Avril 2026");
    expect(de("août")).toBe("d'août");
    expect(de("oct. 2026")).toBe("d'oct. 2026");
    const elides = MOIS_FR.filter((m) => de(m).startsWith("d'"));
    expect(elides).toEqual(["avril", "août", "octobre"]);
    expect(de("novembre 2026")).toBe("de novembre 2026");
  });
});
