// What documents print, as French text: long dates, amounts in figures and words, lines joined without their
// empty parts. Everything here turns a missing value into "" so that no document ever prints "undefined",
// "null" or "NaN" (an empty optional field prints nothing).
import { montantEnLettres } from "../domain/en-lettres";
import { MOIS_FR } from "../domain/dates";
import { eurosDe, nombreFr } from "../domain/francais/nombres";

/** Any value a document may be handed for printing; null, undefined, false, NaN and blanks print nothing. */
export type Text = string | number | null | undefined | false;

/** The text of a value, "" for a missing one. */
export function text(v: Text): string {
  if (v === null || v === undefined || v === false) return "";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "";
  return v.trim();
}

/** True when the value prints something. */
export const filled = (v: Text) => text(v) !== "";

/** The parts that print something, joined: join(["M.", null, "Dupont"]) -> "M. Dupont". */
export function join(parts: Text[], sep = " "): string {
  return parts.map(text).filter(Boolean).join(sep);
}

/** "2026-11-22" -> "22 novembre 2026", "2026-11-01" -> "1er novembre 2026"; "" for a missing or malformed date. */
export function dateLongue(day: Text): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(day));
  if (!m) return "";
  const [, y, mo, d] = m;
  const month = MOIS_FR[Number(mo) - 1];
  if (!month || Number(d) < 1 || Number(d) > 31) return "";
  return `${Number(d) === 1 ? "1er" : Number(d)} ${month} ${y}`;
}

/** A day of the month as French prints it: 1 -> "1er", 5 -> "5"; "" when missing. */
export function jour(n: number | null | undefined): string {
  if (typeof n !== "number" || !Number.isInteger(n)) return "";
  return n === 1 ? "1er" : String(n);
}

/** "2026-11-22" -> "22/11/2026" (tables, where the long form is too wide). */
export function dateCourte(day: Text): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(day));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}

// fr-FR groups digits with U+202F, which the standard PDF fonts cannot encode: a no-break space keeps "1 450,50 €"
// on one line and prints everywhere.
const nbsp = (s: string) => s.replace(/[\u202f\u2009]/g, "\u00a0");

/** Cents -> "1 450,50 €" (no-break spaces); "" when missing. */
export function euros(cents: number | null | undefined): string {
  // `|| 0` turns -0 (a nil amount negated) into 0: never "-0,00 €".
  return typeof cents === "number" && Number.isFinite(cents)
    ? nbsp(eurosDe((cents || 0) / 100))
    : "";
}

/** Cents -> "mille quatre cent cinquante euros et cinquante centimes"; "" when missing. */
export function enLettres(cents: number | null | undefined): string {
  return typeof cents === "number" && Number.isSafeInteger(cents) ? montantEnLettres(cents) : "";
}

/** Cents -> "1 450,50 € (mille quatre cent cinquante euros et cinquante centimes)"; "" when missing. */
export function eurosEtLettres(cents: number | null | undefined): string {
  const figures = euros(cents);
  return figures ? `${figures} (${enLettres(cents)})` : "";
}

/** A plain number the French way: 135.84 -> "135,84", 1200 -> "1 200"; "" when missing. */
export function nombre(n: number | null | undefined): string {
  return typeof n === "number" && Number.isFinite(n) ? nbsp(nombreFr(n, 0, 2)) : "";
}

/** A rate: 20 -> "20 %"; "" when missing. */
export function pourcent(n: number | null | undefined): string {
  const s = nombre(n);
  return s ? `${s}\u00a0%` : "";
}

/** Yes / no for a boolean field; "" when missing. */
export function ouiNon(v: boolean | null | undefined): string {
  return v === true ? "Oui" : v === false ? "Non" : "";
}
