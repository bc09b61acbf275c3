import { describe, expect, it } from "vitest";
import { parisDate, parisHeure } from "./dates";

describe("The Paris day of an instant", () => {
  it("turns at midnight in Paris, 22:00 or 23:00 UTC by the season", () => {
    expect(parisDate(new Date("2026-07-14T21:59:59.999Z"))).toBe("2026-07-14");
    expect(parisDate(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
    expect(parisDate(new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
    expect(parisDate(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
    expect(() => parisDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("gives each instant its own day when asked again and again around midnight (ADR 146)", () => {
    // Asked in turn on both sides of midnight, as a server asks for today on every request: never the last answer.
    for (const [instant, jour] of [
      ["2026-07-14T21:59:59.000Z", "2026-07-14"],
      ["2026-07-14T21:59:59.999Z", "2026-07-14"],
      ["2026-07-14T22:00:00.000Z", "2026-07-15"],
      ["2026-07-14T22:00:00.001Z", "2026-07-15"],
      ["2026-07-14T21:59:59.999Z", "2026-07-14"],
      ["1900-06-30T23:50:38.999Z", "1900-06-30"],
      ["1900-06-30T23:50:39.000Z", "1900-07-01"],
    ] as const)
      expect(parisDate(new Date(instant))).toBe(jour);
    expect(() => parisDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("reads the Paris wall clock in 24 hours, summer time included", () => {
    expect(parisHeure(new Date("2026-07-14T21:05:00Z"))).toBe("23:05");
    expect(parisHeure(new Date("2026-01-14T23:05:00Z"))).toBe("00:05");
  });
});
