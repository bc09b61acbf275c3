// The periods of a compte-rendu (issue 38 part 4, ADR 033): a calendar month or quarter, as YYYY-MM-DD days; the
// job sends the previous month's, the screen offers the current and recent months and quarters.
import { MOIS_FR } from "../dates";
import { de } from "../francais/elision";

const pad = (n: number) => String(n).padStart(2, "0");
const dernierJour = (annee: number, mois: number) =>
  new Date(Date.UTC(annee, mois, 0)).getUTCDate();

export interface Periode {
  du: string;
  au: string;
  libelle: string;
}

/** The month `mois` (1-12, may run past 12 or below 1) of `annee`: its first and last day. */
export function moisPeriode(annee: number, mois: number): Periode {
  const d = new Date(Date.UTC(annee, mois - 1, 1));
  const [a, m] = [d.getUTCFullYear(), d.getUTCMonth() + 1];
  return {
    du: `${a}-${pad(m)}-01`,
    au: `${a}-${pad(m)}-${pad(dernierJour(a, m))}`,
    libelle: `${MOIS_FR[m - 1]} ${a}`,
  };
}

/** The month before the one of `jour` (YYYY-MM-DD): what the monthly job sends. */
export const moisPrecedent = (jour: string) =>
  moisPeriode(Number(jour.slice(0, 4)), Number(jour.slice(5, 7)) - 1);

/** The quarter starting with month `premier` (1, 4, 7, 10, or beyond: it runs over the years). */
function trimestre(annee: number, premier: number): Periode {
  const debut = moisPeriode(annee, premier);
  const fin = moisPeriode(annee, premier + 2);
  const n = (Number(debut.du.slice(5, 7)) - 1) / 3 + 1;
  return {
    du: debut.du,
    au: fin.au,
    libelle: `${n === 1 ? "1er" : `${n}e`} trimestre ${debut.du.slice(0, 4)}`,
  };
}

/**
 * The `n` months (or quarters) before the one of `jour`, the latest first: the screen's choices, the first being
 * the default (the previous month).
 */
export function periodesPrecedentes(jour: string, sorte: "mois" | "trimestre", n: number) {
  const annee = Number(jour.slice(0, 4));
  const mois = Number(jour.slice(5, 7));
  const premier = Math.floor((mois - 1) / 3) * 3 + 1;
  return Array.from({ length: n }, (_, i) =>
    sorte === "mois" ? moisPeriode(annee, mois - 1 - i) : trimestre(annee, premier - 3 * (i + 1)),
  );
}

/**
 * The month (or quarter) of `jour` itself (issue 60 item 9): a compte-rendu can be made for any period up to today,
 * the current one included, which reads what is booked so far.
 */
export function periodeCourante(jour: string, sorte: "mois" | "trimestre"): Periode {
  const annee = Number(jour.slice(0, 4));
  const mois = Number(jour.slice(5, 7));
  return sorte === "mois"
    ? moisPeriode(annee, mois)
    : trimestre(annee, Math.floor((mois - 1) / 3) * 3 + 1);
}

/** A period not over on the day its compte-rendu is made (walk: the current quarter read « au 31/12 » as if closed). */
export interface PeriodeEnCours {
  /** « trimestre en cours », « mois en cours », « année en cours », « période en cours ». */
  mention: string;
  /** « le 4e trimestre 2026 n'est pas terminé », « le mois de novembre 2026 n'est pas terminé »… */
  pasTerminee: string;
}

const pasTermine = (nom: string, feminin = false) =>
  `${nom} n'est pas terminé${feminin ? "e" : ""}`;

/**
 * Whether [du, au] is still running on `aujourdhui` (begun, and ending after it), said in the words of the kind of
 * period it is: a calendar month, quarter or year (what the screens offer), else any period. Null for a period over
 * (or ending today) or not begun: those read as they always did.
 */
export function periodeEnCours(du: string, au: string, aujourdhui: string): PeriodeEnCours | null {
  if (du > aujourdhui || au <= aujourdhui) return null;
  const [annee, mois] = [Number(du.slice(0, 4)), Number(du.slice(5, 7))];
  const m = moisPeriode(annee, mois);
  if (du === m.du && au === m.au)
    return { mention: "mois en cours", pasTerminee: pasTermine(`le mois ${de(m.libelle)}`) };
  if (mois % 3 === 1 && du === m.du && au === moisPeriode(annee, mois + 2).au) {
    const t = trimestre(annee, mois);
    return { mention: "trimestre en cours", pasTerminee: pasTermine(`le ${t.libelle}`) };
  }
  if (du === `${annee}-01-01` && au === `${annee}-12-31`)
    return { mention: "année en cours", pasTerminee: pasTermine(`l'année ${annee}`, true) };
  return { mention: "période en cours", pasTerminee: pasTermine("la période", true) };
}
