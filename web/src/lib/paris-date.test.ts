import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parisMonthStart, parisToday, parisYear } from "./paris-date";

// The browser's own zone must not decide "today": run each case under zones far from Paris.
const ZONES = ["America/Los_Angeles", "Pacific/Kiritimati", "UTC", "Europe/Paris"];
const savedTz = process.env.TZ;

describe("Paris dates, whatever the browser's zone", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = savedTz;
  });

  for (const zone of ZONES) {
    it(`just after midnight UTC, in ${zone}: the Paris day and month`, () => {
      process.env.TZ = zone;
      vi.setSystemTime(new Date("2025-01-01T00:05:00Z")); // 01:05 in Paris, still 31/12 in Los Angeles
      expect(parisToday()).toBe("2025-01-01");
      expect(parisYear()).toBe(2025);
      const month = parisMonthStart();
      expect([month.getFullYear(), month.getMonth(), month.getDate()]).toEqual([2025, 0, 1]);
    });

    it(`just before midnight in Paris, in ${zone}: still the Paris day`, () => {
      process.env.TZ = zone;
      vi.setSystemTime(new Date("2025-01-31T22:55:00Z")); // 23:55 in Paris, already 1/2 in Kiritimati
      expect(parisToday()).toBe("2025-01-31");
      const month = parisMonthStart();
      expect([month.getFullYear(), month.getMonth()]).toEqual([2025, 0]);
    });

    it(`just after midnight in Paris on a summer night, in ${zone}: already the next day`, () => {
      process.env.TZ = zone;
      vi.setSystemTime(new Date("2025-06-30T22:10:00Z")); // 00:10 on 1/7 in Paris (UTC+2), 15:10 on 30/6 in Los Angeles
      expect(parisToday()).toBe("2025-07-01");
      expect(parisMonthStart().getMonth()).toBe(6);
    });
  }

  it("new year's eve just before midnight in Paris is still last year", () => {
    process.env.TZ = "Pacific/Kiritimati";
    vi.setSystemTime(new Date("2024-12-31T22:59:00Z"));
    expect(parisYear()).toBe(2024);
  });
});
