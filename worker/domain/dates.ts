// Calendar days as YYYY-MM-DD in Paris: the agency's day, whatever the zone of the machine or browser.
// Pure (Intl only), shared by the server (lib/dates.ts, from the clock port) and the web (lib/paris-date.ts).

// Building an Intl.DateTimeFormat costs ~0.1 ms (time-zone data lookup): build it once, format per call.
const PARIS_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

// The last answer, by UTC hour: Paris is a whole number of hours from UTC (its day and its DST changes fall on UTC
// hour boundaries), so one hour has one Paris day. Formatting cost more than the rest of some requests.
let memo = { hour: NaN, day: "" };

/** The Paris calendar day of an instant, "YYYY-MM-DD". */
export function parisDate(d: Date): string {
  const hour = Math.floor(d.getTime() / 3_600_000);
  if (hour !== memo.hour) memo = { hour, day: PARIS_DAY.format(d) }; // en-CA formats as YYYY-MM-DD
  return memo.day;
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
