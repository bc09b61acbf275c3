// Calendar days as YYYY-MM-DD in Paris: the agency's day, whatever the zone of the machine or browser.
// Pure, shared by the server (lib/dates.ts, from the clock port) and the web (lib/paris-date.ts).

// Europe/Paris by Intl's time-zone data (ADR 092: the hand-written summer-time rule saved about 6 MB of the Node
// server's memory and no time), each format made once per process.
const JOUR = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const HEURE = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

// The last second asked and its day (ADR 146). The server asks for today's day on every request (the record and
// list caches' keys, the day rules' parameter, the session's checks): formatToParts was 6 % of a cached read's CPU.
// Every instant of one second has the same Paris day, as every offset Europe/Paris ever had is whole seconds (its
// mean solar time until 1911 was +00:09:21), so the day is formatted once per second at most.
let dernierJour = { seconde: Number.NaN, jour: "" };

/** The Paris calendar day of an instant, "YYYY-MM-DD" (a RangeError for an invalid date). */
export function parisDate(d: Date): string {
  const seconde = Math.floor(d.getTime() / 1000);
  // An invalid date's NaN never equals the one kept: it goes to formatToParts, which throws.
  if (seconde === dernierJour.seconde) return dernierJour.jour;
  // By parts, not a locale's pattern: "en-CA"'s order of a date has changed between ICU versions.
  let y = "";
  let m = "";
  let j = "";
  for (const p of JOUR.formatToParts(d))
    if (p.type === "year") y = p.value;
    else if (p.type === "month") m = p.value;
    else if (p.type === "day") j = p.value;
  const jour = `${y}-${m}-${j}`;
  dernierJour = { seconde, jour };
  return jour;
}

/** The Paris wall-clock time of an instant, "HH:MM" (24 h): when a sign-in is e-mailed (issue 59). */
export const parisHeure = (d: Date): string => HEURE.format(d);

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
