// The periods of a compte-rendu (issue 38 part 4, ADR 033): a calendar month or quarter, as YYYY-MM-DD days; the
// job sends the previous month's, the screen offers the current and recent months and quarters.
import { MOIS_FR } from "../dates";

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
