import { addDays, addMonths } from "../dates";
import { finApres } from "../bail/duree";
import { REGLES_BAIL, typeBail } from "../bail/types-bail";
import { type RegleReconduction, regleReconduction } from "./regles";

// A lease's current term: its stated end (« Fin du bail »), or, when the dossier leaves it empty, the term the law
// gives it from its start by its kind (loi n° 89-462: art. 10, three years, six for a landlord that is a legal
// person; art. 25-7, one year furnished, nine months to a student; art. 25-14, the bail mobilité), tacitly renewed
// for the same length. One computation for the calendar (« Échéances ») and the landlord's congé, so that both name
// the same term. The lengths come from the dated rows of regles.ts (REGLES_BAIL for the kinds never renewed).

export interface BailATerme {
  typeBail?: string | null;
  dateDebutBail: string;
  dateFinBail?: string | null;
}

export interface Terme {
  /** The last day of the term holding `jour`, or of the first one after it. */
  fin: string;
  /** A term's length in months. */
  mois: number;
  /** The renewal's dated row in force on `jour`; undefined for a kind the law never renews. */
  regle: RegleReconduction | undefined;
}

/**
 * The end of the term holding `jour` or the next one: renewed terms follow each other by `mois` months. On the term's
 * own day the lease ends that day, not yet renewed (art. 10: renewed « à son terme », from the day after): hence
 * `fin < jour`, never `<=` (ADR 173; the tests at the day before, of and after).
 */
export function finCourante(premiereFin: string, mois: number, jour: string, reconduit: boolean) {
  let fin = premiereFin;
  while (reconduit && fin < jour) fin = finApres(addDays(fin, 1), mois);
  return fin;
}

/** The lease's term on `jour` (the Paris day), from its stated end or else from its start. */
export function termeCourant(b: BailATerme, personneMorale: boolean, jour: string): Terme {
  const type = typeBail(b.typeBail);
  const regle = regleReconduction(type, personneMorale, jour);
  const mois = regle?.mois ?? REGLES_BAIL[type].dureeMois;
  const premiereFin = b.dateFinBail || finApres(b.dateDebutBail, mois);
  return { fin: finCourante(premiereFin, mois, jour, regle !== undefined), mois, regle };
}

/**
 * The last day the landlord's notice may reach the tenant: `mois` months before the term's end (art. 15: « six mois
 * au moins avant le terme »), so for a term ending on 30 June, 31 December.
 */
export const dernierJourConge = (finDuTerme: string, mois: number) =>
  addDays(addMonths(addDays(finDuTerme, 1), -mois), -1);

/** The first term from `fin` (terms of `mois` months) that a notice sent on `envoi` reaches in time. */
export function termeAPrevenir(fin: string, mois: number, congeMois: number, envoi: string) {
  let terme = fin;
  while (dernierJourConge(terme, congeMois) < envoi) terme = finApres(addDays(terme, 1), mois);
  return terme;
}
