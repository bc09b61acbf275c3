import { describe, expect, it } from "vitest";
import { accord, nombreDe } from "./pluriel";

describe("French agreement of a count", () => {
  it("0 and 1 singular, 2 plural", () => {
    expect([0, 1, 2].map((n) => nombreDe(n, "ligne"))).toEqual(["0 ligne", "1 ligne", "2 lignes"]);
  });

  it("irregular plurals and phrases given; words in s, x or z unchanged", () => {
    expect([0, 1, 2].map((n) => nombreDe(n, "bail", "baux"))).toEqual([
      "0 bail",
      "1 bail",
      "2 baux",
    ]);
    expect(nombreDe(2, "IBAN confirmé", "IBAN confirmés")).toBe("2 IBAN confirmés");
    expect(nombreDe(3, "mois")).toBe("3 mois");
    expect(accord(2, "a été prévenu", "ont été prévenus")).toBe("ont été prévenus");
  });

  it("below two is singular, even with decimals; thousands grouped the French way", () => {
    expect(nombreDe(1.5, "million")).toBe("1,5 million");
    expect(nombreDe(2000, "ligne")).toBe("2\u202f000 lignes");
  });
});
