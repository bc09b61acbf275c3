import { describe, expect, it } from "vitest";
import { icsValide } from "../sepa/ics";
import { dateCaducite, estCaduc } from "./mandat";
import { MOTIFS_REJET, motifRejet } from "./rejets";

describe("ICS (SEPA creditor identifier)", () => {
  it("checks the key on the national id, the country and 00, without the business code", () => {
    expect(icsValide("FR72ZZZ123456")).toBe(true);
    expect(icsValide("fr72 abc 123456")).toBe(true);
    expect(icsValide("FR73ZZZ123456")).toBe(false);
    expect(icsValide("FR72ZZZ123457")).toBe(false);
    expect(icsValide("FR72")).toBe(false);
    expect(icsValide("")).toBe(false);
  });
});

describe("mandate lapse", () => {
  it("lapses 36 months after its last use", () => {
    expect(dateCaducite("2023-12-05")).toBe("2026-12-05");
    expect(estCaduc("2023-12-05", "2026-12-04")).toBe(false);
    expect(estCaduc("2023-12-05", "2026-12-05")).toBe(true);
  });
});

describe("reject reasons", () => {
  it("say the ISO code in French", () => {
    expect(motifRejet("AM04")).toBe("AM04 - Provision insuffisante");
    for (const c of ["AC04", "AM04", "MD01", "MS02", "MS03", "AC06", "MD06", "SL01"])
      expect(MOTIFS_REJET).toHaveProperty(c);
  });
});
