import { describe, expect, it } from "vitest";
import { htFromTtc, parseMontant, parseNombre, roundCents, toCents, tvaFromTtc } from "./money";

describe("money", () => {
  it("converts euros to cents, half away from zero", () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.56)).toBe(123456);
  });
  it("rounds half cents away from zero", () => {
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(2.4999)).toBe(2);
  });
  it("computes HT and TVA from TTC", () => {
    expect(htFromTtc(12000, 20)).toBe(10000);
    expect(htFromTtc(10000, 20)).toBe(8333); // 83.333.. -> 83.33
    expect(tvaFromTtc(10000, 20)).toBe(1667);
    expect(htFromTtc(5000, 0)).toBe(5000);
  });
});

describe("parseMontant (every money input of the web, and the server's schemas)", () => {
  it("reads French amounts grouped by plain, no-break and narrow no-break spaces", () => {
    expect(parseMontant("1 450,50")).toBe(1450.5);
    expect(parseMontant("1\u00a0200,00")).toBe(1200);
    expect(parseMontant("1\u202f800")).toBe(1800);
    expect(parseMontant("1 800")).toBe(1800);
    expect(parseMontant("12 345 678,9")).toBe(12345678.9);
    expect(parseMontant("  950  ")).toBe(950);
  });
  it("takes a comma or a dot for the decimals", () => {
    expect(parseMontant("1450,5")).toBe(1450.5);
    expect(parseMontant("1450.5")).toBe(1450.5);
    expect(parseMontant("0,1")).toBe(0.1);
    expect(parseMontant(",5")).toBe(0.5);
  });
  it("accepts an optional euro sign, before or after", () => {
    expect(parseMontant("1 450,50 €")).toBe(1450.5);
    expect(parseMontant("1\u202f450,50\u00a0€")).toBe(1450.5);
    expect(parseMontant("€1450")).toBe(1450);
    expect(parseMontant("120€")).toBe(120);
  });
  it("reads what the app prints back (formatMoney's output)", () => {
    const shown = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(
      -1234.5,
    );
    expect(parseMontant(shown)).toBe(-1234.5);
  });
  it("refuses what is not an amount, rather than guessing", () => {
    for (const bad of [
      "",
      " ",
      "€",
      "abc",
      "12 a",
      "14 50",
      "1.450,50",
      "1,450.50",
      "1,2,3",
      "12e3",
      "0x10",
      "Infinity",
      "1 450,",
      "--1",
      "1 000 00",
    ]) {
      expect(parseMontant(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe("parseNombre", () => {
  it("reads counts, rates and surfaces the same way, without a euro sign", () => {
    expect(parseNombre("2 000")).toBe(2000);
    expect(parseNombre("5,5")).toBe(5.5);
    expect(parseNombre("-3")).toBe(-3);
    expect(parseNombre("3 €")).toBeNull();
  });
});
