import { describe, expect, it } from "vitest";
import { CHARSET_FEC, versIso885915 } from "./encodage";

// Issue 60 item 7: the FEC in ISO 8859-15 (arrêté of 29 July 2013), what it lacks spelt with what it has.
const octets = (s: string) => [...versIso885915(s)];
const relu = (s: string) => new TextDecoder(CHARSET_FEC).decode(versIso885915(s));

describe("the FEC's ISO 8859-15", () => {
  it("writes ASCII and French letters one byte each: « é » is 0xE9", () => {
    expect(octets("Dépôt")).toEqual([0x44, 0xe9, 0x70, 0xf4, 0x74]);
    expect(octets("àâçèéêëîïôùûüÿÀÇÉÈ")).toHaveLength("àâçèéêëîïôùûüÿÀÇÉÈ".length);
    expect(relu("Loyer | réglé à 100 %")).toBe("Loyer | réglé à 100 %");
  });

  it("has €, Œ, œ, Š, š, Ž, ž, Ÿ at their Latin-9 places (not Latin-1's)", () => {
    expect(octets("€Œœ")).toEqual([0xa4, 0xbc, 0xbd]);
    expect(octets("ŠšŽžŸ")).toEqual([0xa6, 0xa8, 0xb4, 0xb8, 0xbe]);
    expect(relu("Cœur de l'Œuvre : 12 €")).toBe("Cœur de l'Œuvre : 12 €");
  });

  it("spells what Latin-9 lacks with what it has: quotes, dashes, ellipsis, narrow spaces", () => {
    expect(relu("L’agence « Dupont » – n°1…")).toBe("L'agence « Dupont » - n°1...");
    expect(relu("“Quote”")).toBe('"Quote"');
    expect(octets("1\u202f234")).toEqual([0x31, 0xa0, 0x32, 0x33, 0x34]);
    // The Latin-1 signs Latin-9 gave away never come out as Latin-9's letters.
    expect(relu("½ ¼ ¤")).toBe("1/2 1/4 EUR");
  });

  it("drops the accents Latin-9 lacks, and writes « ? » for what has no Latin spelling", () => {
    expect(relu("Łódź Đurić Čapek")).toBe("?ódz ?uric Capek");
    expect(relu("Ελένη")).toBe("?????");
    expect(relu("株式")).toBe("??");
  });
});
