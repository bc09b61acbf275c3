// The late penalty (loi n° 89-462 art. 22, al. 7): past the deadline, the deposit owed is increased by 10 % of the
// monthly rent excluding charges for each month started. Cents in, cents out.
import { addMonths } from "../dates";
import { roundCents } from "../money";

/**
 * Months started after the deadline on day `jour` (YYYY-MM-DD): 0 up to the deadline itself, 1 from the day after
 * it until the same day a month later, and so on.
 */
export function moisCommences(limite: string, jour: string): number {
  if (jour <= limite) return 0;
  let n = 1;
  while (addMonths(limite, n) < jour) n++;
  return n;
}

/** 10 % of the rent excluding charges (cents) per month started, rounded once to the cent. */
export const penaliteRetard = (loyerHC: number, mois: number) => roundCents((loyerHC * mois) / 10);
