import { describe, expect, it } from "vitest";
import { htFromTtc, roundCents, toCents, tvaFromTtc } from "./money";

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
