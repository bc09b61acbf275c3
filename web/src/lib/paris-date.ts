import { parisDate } from "@worker/domain/dates";

// "Today" in the web is the agency's day in Paris, as on the server (worker/lib/dates.ts): a browser in
// Los Angeles or Kiritimati must not open the receipts on another month or default a form to another day.

/** Today in Paris, "YYYY-MM-DD". */
export const parisToday = (now: Date = new Date()): string => parisDate(now);

/** The Paris day as a local midnight Date, for date-fns month grids and navigation (their fields read as Paris's). */
export function parisTodayDate(now: Date = new Date()): Date {
  const [y, m, d] = parisToday(now).split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The first day of the current Paris month, as a local Date (month navigation). */
export function parisMonthStart(now: Date = new Date()): Date {
  const d = parisTodayDate(now);
  return new Date(d.getFullYear(), d.getMonth(), 1);
}

export const parisYear = (now: Date = new Date()): number => Number(parisToday(now).slice(0, 4));
