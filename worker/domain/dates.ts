// Calendar days as YYYY-MM-DD in Paris: the agency's day, whatever the zone of the machine or browser.
// Pure, shared by the server (lib/dates.ts, from the clock port) and the web (lib/paris-date.ts).

/**
 * The instant (ms) of 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when Paris changes its clocks.
 * Paris keeps the European Union's rule (directive 2000/84/EC, in force since 1996): UTC+2 from the last Sunday of
 * March to the last Sunday of October, both at 01:00 UTC, else UTC+1. Written out rather than asked of
 * Intl.DateTimeFormat: its time zones page in ICU's data, megabytes of the Node server's memory (francais/nombres.ts).
 */
function dernierDimanche(year: number, month: number): number {
  const dernierJour = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, dernierJour.getUTCDate() - dernierJour.getUTCDay(), 1);
}

/** Paris's offset from UTC at an instant, in hours: 2 in summer time, else 1. */
function decalageParis(t: number): 1 | 2 {
  const year = new Date(t).getUTCFullYear();
  return t >= dernierDimanche(year, 2) && t < dernierDimanche(year, 9) ? 2 : 1;
}

// The last answer, by UTC hour: Paris is a whole number of hours from UTC (its day and its DST changes fall on UTC
// hour boundaries), so one hour has one Paris day.
let memo = { hour: NaN, day: "" };

/** The Paris calendar day of an instant, "YYYY-MM-DD" (a RangeError for an invalid date). */
export function parisDate(d: Date): string {
  const t = d.getTime();
  const hour = Math.floor(t / 3_600_000);
  if (hour !== memo.hour)
    memo = { hour, day: new Date(t + decalageParis(t) * 3_600_000).toISOString().slice(0, 10) };
  return memo.day;
}

/** The Paris wall-clock time of an instant, "HH:MM" (24 h): when a sign-in is e-mailed (issue 59). */
export function parisHeure(d: Date): string {
  const t = d.getTime();
  return new Date(t + decalageParis(t) * 3_600_000).toISOString().slice(11, 16);
}

// A missing part of a day reads as NaN, as `undefined` would in the arithmetic below (an invalid date).
export function addYears(day: string, years: number): string {
  const [y = NaN, m = NaN, d = NaN] = day.split("-").map(Number);
  const t = new Date(Date.UTC(y + years, m - 1, d));
  if (t.getUTCMonth() !== m - 1) t.setUTCDate(0); // 29 Feb -> 28 Feb
  return t.toISOString().slice(0, 10);
}

/** The same day `months` later; a day the month lacks becomes its last day (31 January + 1 month: 28 February). */
export function addMonths(day: string, months: number): string {
  const [y = NaN, m = NaN, d = NaN] = day.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1 + months, d));
  if (t.getUTCMonth() !== (((m - 1 + months) % 12) + 12) % 12) t.setUTCDate(0);
  return t.toISOString().slice(0, 10);
}

/** The day `days` later (earlier when negative). */
export function addDays(day: string, days: number): string {
  const [y = NaN, m = NaN, d = NaN] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The months' French names, January first (documents, labels, screens). */
export const MOIS_FR: readonly string[] = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
/** Their abbreviations, as French dates write them in tables and charts. */
export const MOIS_FR_COURTS: readonly string[] = [
  "janv.",
  "févr.",
  "mars",
  "avr.",
  "mai",
  "juin",
  "juil.",
  "août",
  "sept.",
  "oct.",
  "nov.",
  "déc.",
];
