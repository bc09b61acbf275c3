import { addDays } from "../dates";
import { finApres } from "../bail/duree";
import { typeBail } from "../bail/types-bail";
import { regleReconduction } from "./regles";

// Tacit renewal (loi n° 89-462, art. 10; art. 25-7 furnished): at its term, a lease nobody gave notice of is renewed
// by itself for the kind's term. A lease ends only by a notice: the tenant's (dateDebutPreavis, or a departure:
// dateSortie) or the landlord's congé (congeDateEnvoi).

export interface BailAuTerme {
  typeBail?: string | null;
  dateFinBail?: string | null;
  dateDebutPreavis?: string | null;
  dateSortie?: string | null;
  congeDateEnvoi?: string | null;
}

/** A notice is on record: the lease ends at its date instead of being renewed. */
export const aUnPreavis = (b: BailAuTerme) =>
  Boolean(b.dateDebutPreavis || b.dateSortie || b.congeDateEnvoi);

export const jourFr = (d: string) => d.split("-").reverse().join("/");

export interface Reconduction {
  /** The first day of the first renewed term. */
  debut: string;
  /** The end of the last renewed term: the first one ending after `aujourdhui`. */
  fin: string;
  /** How many terms passed (more than one for a lease the job had not seen for years). */
  termes: number;
}

/**
 * The lease's tacit renewal on `aujourdhui`, or null: not at its term yet (its end is after today), a notice on
 * record, no end date, or a kind the law does not renew. A lease is renewed on its last day, the day the old rule
 * closed it, so it never reads closed in between.
 */
export function reconductionTacite(
  b: BailAuTerme,
  personneMorale: boolean,
  aujourdhui: string,
): Reconduction | null {
  if (!b.dateFinBail || b.dateFinBail > aujourdhui || aUnPreavis(b)) return null;
  const debut = addDays(b.dateFinBail, 1);
  const regle = regleReconduction(typeBail(b.typeBail), personneMorale, debut);
  if (!regle) return null;
  let fin = b.dateFinBail;
  let termes = 0;
  while (fin <= aujourdhui) {
    fin = finApres(addDays(fin, 1), regle.mois);
    termes++;
  }
  return { debut, fin, termes };
}

/** The history's line of a tacit renewal. */
export const libelleReconduction = (fin: string) => `Reconduction tacite jusqu'au ${jourFr(fin)}`;
