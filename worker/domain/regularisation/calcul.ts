// The computations of a charges regularisation (loi n° 89-462 du 6 juillet 1989, art. 23). Pure, integer cents,
// days as YYYY-MM-DD.
import { addDays, addMonths } from "../dates";
import { roundCents } from "../money";
import { accord } from "../francais/pluriel";

/** A term as the regularisation reads it: its period and its charges (the provision called). */
export interface TermeProvision {
  date: string;
  /** Its last day; null for a term of one day. */
  dateFin: string | null;
  charge: number;
}

/** A term counts when its whole period lies within du..au: a term straddling a bound belongs to no period twice. */
export const dansLaPeriode = (t: TermeProvision, du: string, au: string) =>
  t.date >= du && (t.dateFin ?? t.date) <= au;

/** The provisions called over du..au: the charges of the terms whose period lies within it. */
export const provisionsAppelees = (termes: readonly TermeProvision[], du: string, au: string) =>
  termes.filter((t) => dansLaPeriode(t, du, au)).reduce((s, t) => s + t.charge, 0);

/** The actual charges (the lines' sum) and the balance: positive, the tenant owes it; negative, it is refunded. */
export function regulariser(provisions: number, charges: readonly { montant: number }[]) {
  const reel = charges.reduce((s, c) => s + c.montant, 0);
  return { provisions, reel, solde: reel - provisions };
}

/**
 * The period's months: the whole months from du to the day after au, a month begun counting as one (a calendar
 * year is 12, 1 January to 30 June is 6, 15 January to 14 January next year is 12); at least one.
 */
export function nombreDeMois(du: string, au: string): number {
  const fin = addDays(au, 1);
  let n = 0;
  while (addMonths(du, n + 1) <= fin) n++;
  return Math.max(1, addMonths(du, n) < fin ? n + 1 : n);
}

/** Twelve whole months to the day (1 January to 31 December, 1 September to 31 August): an annual regularisation. */
export const periodeAnnuelle = (du: string, au: string) => addMonths(du, 12) === addDays(au, 1);

/** The suggested new monthly provision: the actual charges over the period's months, to the cent. */
export const nouvelleProvision = (reel: number, du: string, au: string) =>
  roundCents(reel / nombreDeMois(du, au));

/**
 * Late: the regularisation is made after the end of the calendar year following the period's end (art. 23: the
 * tenant may then ask to pay the balance in twelve monthly parts, which the letter offers). A calendar year 2024
 * regularised on 1 January 2026 or later is late.
 */
export const enRetard = (au: string, date: string) => date > `${Number(au.slice(0, 4)) + 1}-12-31`;

/** The twelve monthly parts of a balance due, to the cent: the last one takes the rounding. */
export function douziemes(solde: number): number[] {
  const part = roundCents(solde / 12);
  return [...Array.from({ length: 11 }, () => part), solde - part * 11];
}

/** The balance can be claimed one month after the letter that details it. */
export const dateExigibilite = (dateLettre: string) => addMonths(dateLettre, 1);

/** The supporting documents stay available to the tenant for six months after the letter (art. 23). */
export const MOIS_PIECES_JUSTIFICATIVES = 6;

/** "1 échéance", "12 échéances": 0 and 1 in the singular, as French writes them. */
export const libelleEcheances = (n: number) => `${n} ${accord(n, "échéance")}`;
