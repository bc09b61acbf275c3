import { describe, expect, it } from "vitest";
import { compareCodes, compareFr } from "./tri";

// The order a user reads in a list of names or addresses (ADR 092: Intl.Collator("fr") makes it).
describe("French alphabetical order", () => {
  it("puts letters first, whatever their accents and case, then accents, then case", () => {
    const noms = [
      "Zoé",
      "éric",
      "Eric",
      "Élodie",
      "côte",
      "cote",
      "coté",
      "Œuvre",
      "oeuvre",
      "Müller",
      "Muller",
    ];
    expect([...noms].sort(compareFr)).toEqual([
      "cote",
      "coté",
      "côte",
      "Élodie",
      "Eric",
      "éric",
      "Muller",
      "Müller",
      "oeuvre",
      "Œuvre",
      "Zoé",
    ]);
  });

  it("orders codes and ISO dates by their characters", () => {
    expect(["2031-10-01", "2031-09-30", "B", "a"].sort(compareCodes)).toEqual([
      "2031-09-30",
      "2031-10-01",
      "B",
      "a",
    ]);
  });
});
