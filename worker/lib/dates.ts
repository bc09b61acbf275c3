import type { Clock } from "../ports";

/** Today's calendar date (YYYY-MM-DD) in Paris, from the clock port: the agency's day, not UTC's. */
export function today(clock: Clock): string {
  return parisDate(clock.now());
}

// Building an Intl.DateTimeFormat costs ~0.1 ms (time-zone data lookup): build it once, format per call.
const PARIS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });

export function parisDate(d: Date): string {
  return PARIS_DAY.format(d); // en-CA formats as YYYY-MM-DD
}

export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y + years, m - 1, d));
  if (t.getUTCMonth() !== m - 1) t.setUTCDate(0); // 29 Feb -> 28 Feb
  return t.toISOString().slice(0, 10);
}
