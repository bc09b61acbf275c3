import { describe, expect, it } from "vitest";
import { countLabel, formatCount, formatDateTime, formatMoney, formatNumber } from "./format";

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("French numbers", () => {
  it("groups counts by thousands", () => {
    expect(plain(formatCount(2000))).toBe("2 000");
    expect(plain(formatCount(1984))).toBe("1 984");
    expect(formatCount(7)).toBe("7");
    expect(formatCount(undefined)).toBe("");
  });
  it("agrees a counted word with its number", () => {
    expect(plain(countLabel(1971, "vacant"))).toBe("1 971 vacants");
    expect(countLabel(1, "loué")).toBe("1 loué");
    expect(countLabel(0, "loué")).toBe("0 loué");
    expect(countLabel(3, "en gestion", "en gestion")).toBe("3 en gestion");
  });
  it("prints amounts and decimals the French way", () => {
    expect(plain(formatMoney(1450.5))).toBe("1 450,50 €");
    expect(plain(formatNumber(12345.678))).toBe("12 345,68");
  });
  it("never prints « -0,00 € » (issue 60): a zero that was negative reads 0,00 €", () => {
    for (const x of [-0, -0.001, "-0", "-0.00", 0.1 + 0.2 - 0.3 - 1e-17])
      expect(plain(formatMoney(x)), String(x)).toBe("0,00 €");
    expect(plain(formatMoney(-0.01))).toBe("-0,01 €");
  });
});

describe("times of events", () => {
  it("are Paris times, whatever the browser's zone", () => {
    // formatDateTime's formatter is built once; its zone is fixed, not read from the machine.
    expect(formatDateTime("2026-12-31T23:30:00Z")).toBe("01/01/2027 00:30");
    expect(formatDateTime("2026-07-01T10:05:00Z")).toBe("01/07/2026 12:05");
  });
});
