// The periods of a compte-rendu (issue 38 part 4, ADR 033): a calendar month or quarter, as YYYY-MM-DD days.

const pad = (n: number) => String(n).padStart(2, "0");
const dernierJour = (annee: number, mois: number) =>
  new Date(Date.UTC(annee, mois, 0)).getUTCDate();

/** The month `mois` (1-12, may run past 12 or below 1) of `annee`: its first and last day. */
export function moisPeriode(annee: number, mois: number) {
  const d = new Date(Date.UTC(annee, mois - 1, 1));
  const [a, m] = [d.getUTCFullYear(), d.getUTCMonth() + 1];
  return { du: `${a}-${pad(m)}-01`, au: `${a}-${pad(m)}-${pad(dernierJour(a, m))}` };
}

/** The month before the one of `jour` (YYYY-MM-DD): what the monthly job sends. */
export function moisPrecedent(jour: string) {
  return moisPeriode(Number(jour.slice(0, 4)), Number(jour.slice(5, 7)) - 1);
}

/** The quarter before the one of `jour`. */
export function trimestrePrecedent(jour: string) {
  const annee = Number(jour.slice(0, 4));
  const premier = Math.floor((Number(jour.slice(5, 7)) - 1) / 3) * 3 + 1 - 3;
  const debut = moisPeriode(annee, premier);
  const fin = moisPeriode(annee, premier + 2);
  return { du: debut.du, au: fin.au };
}
