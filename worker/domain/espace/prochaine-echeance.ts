import { addMonths } from "../dates";
import { type Bail, moisDe, quitanceDueDay, termeDuMois } from "../quitance";

// What the tenant owes next and when (issue 62, the tenant's space): the term of the first month, from this one,
// whose due day (jourQuitance, moved to a shorter month's last day) is today or later, and that the lease runs.

/** The next due date and amount (cents); null when the lease has no term ahead (ended, or ending this month). */
export function prochaineEcheance(
  bail: Bail & { jourQuitance: number },
  jour: string,
): { date: string; montant: number } | null {
  for (const mois of [moisDe(jour), moisDe(addMonths(`${moisDe(jour)}-01`, 1))]) {
    const date = quitanceDueDay(bail.jourQuitance, mois);
    const terme = termeDuMois(bail, mois);
    if (date >= jour && terme) return { date, montant: terme.prixHC + terme.charge };
  }
  return null;
}
