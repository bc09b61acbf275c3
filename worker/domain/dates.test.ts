import { describe, expect, it } from "vitest";
import { parisDate } from "./dates";

// Intl is the reference here (tests may use it; the server no longer does).
const PARIS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

describe("The Paris day of an instant without Intl", () => {
  it("is Intl's Europe/Paris day at every hour from 2000 to 2040, summer times included", () => {
    const from = Date.UTC(2000, 0, 1);
    const to = Date.UTC(2041, 0, 1);
    const wrong: string[] = [];
    for (let t = from; t < to; t += 3_600_000) {
      // Both sides of each hour: its first and its last millisecond.
      for (const at of [t, t + 3_599_999]) {
        const d = new Date(at);
        if (parisDate(d) !== PARIS.format(d)) wrong.push(d.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it("turns at midnight in Paris, 22:00 or 23:00 UTC by the season", () => {
    expect(parisDate(new Date("2026-07-14T21:59:59.999Z"))).toBe("2026-07-14");
    expect(parisDate(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
    expect(parisDate(new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
    expect(parisDate(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
    expect(() => parisDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
