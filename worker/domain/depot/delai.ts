// The legal deadline to pay a deposit back (loi n° 89-462 du 6 juillet 1989, art. 22, al. 3): one month from the
// keys' return when the exit inventory matches the entry's, two months otherwise. Days are YYYY-MM-DD.
import { addDays, addMonths } from "../dates";

export type MoisConstat = 1 | 2;

/** One month when the exit inventory matches the entry's, two otherwise (no exit inventory: two). */
export const moisConstat = (sortieConforme: boolean): MoisConstat => (sortieConforme ? 1 : 2);

/** The last day to pay the deposit back: `mois` months after the keys came back (31 January + 1: 28 February). */
export const dateLimite = (dateRestitutionCles: string, mois: MoisConstat) =>
  addMonths(dateRestitutionCles, mois);

/** How many days ahead the dashboard and the daily job list a deposit as due soon. */
export const JOURS_A_ECHEANCE = 15;

export type EcheanceDepot = "en retard" | "à échéance";

/**
 * A deposit still to pay back on the Paris day `jour`: "en retard" past its deadline, "à échéance" when the deadline
 * falls within JOURS_A_ECHEANCE days, else null (also once it has been paid back).
 */
export function echeanceDepot(
  limite: string,
  jour: string,
  dateRestitution: string | null,
): EcheanceDepot | null {
  if (dateRestitution) return null;
  if (jour > limite) return "en retard";
  return limite <= addDays(jour, JOURS_A_ECHEANCE) ? "à échéance" : null;
}
