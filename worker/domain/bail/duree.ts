// A lease's term by kind: the end date a new lease is offered, and the bail mobilité's bounds (loi n° 89-462,
// art. 25-14: one month at least, ten months at most).
import { REGLES_BAIL, type TypeBail } from "./types-bail";

const parts = (day: string) => day.split("-").map(Number);

/**
 * The last day of a term of `months` months from `day` (YYYY-MM-DD): the day before the same day `months` months
 * later. When that month has no such day (31 August + 6 months), the term ends on its last day (28 February), as a
 * term counted in months does (code de procédure civile, art. 641): never spilling into the month after.
 */
export function finApres(day: string, months: number): string {
  const [y = 0, m = 1, d = 1] = parts(day);
  const dernierDuMois = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  if (d > dernierDuMois)
    return new Date(Date.UTC(y, m - 1 + months + 1, 0)).toISOString().slice(0, 10);
  return new Date(Date.UTC(y, m - 1 + months, d - 1)).toISOString().slice(0, 10);
}

/** The end date of the kind's legal term from its start. */
export const finLegale = (type: TypeBail, debut: string) =>
  finApres(debut, REGLES_BAIL[type].dureeMois);

export const MSG_MOBILITE_FIN =
  "Un bail mobilité dure de un à dix mois (article 25-14 de la loi du 6 juillet 1989) : indiquez une date de fin comprise entre";

/** The refusal of a bail mobilité's end date (message for dateFinBail), or null; other kinds are not checked here. */
export function regleDureeMobilite(
  type: TypeBail,
  debut: string | null | undefined,
  fin: string | null | undefined,
): string | null {
  if (type !== "mobilité" || !debut) return null;
  const min = finApres(debut, 1);
  const max = finApres(debut, 10);
  if (fin && fin >= min && fin <= max) return null;
  const fr = (s: string) => s.split("-").reverse().join("/");
  return `${MSG_MOBILITE_FIN} le ${fr(min)} et le ${fr(max)}.`;
}

export const MSG_ETUDIANT_DUREE =
  "Un bail étudiant dure neuf mois (article 25-7 de la loi du 6 juillet 1989) : la date de fin doit être le";

/** The refusal of a student lease's end date other than nine months after its start (dateFinBail), or null. */
export function regleDureeEtudiant(
  type: TypeBail,
  debut: string | null | undefined,
  fin: string | null | undefined,
): string | null {
  if (type !== "étudiant" || !debut || !fin) return null;
  const attendue = finApres(debut, 9);
  return fin === attendue
    ? null
    : `${MSG_ETUDIANT_DUREE} ${attendue.split("-").reverse().join("/")}.`;
}
