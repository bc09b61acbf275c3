// The days a lease and a mandate owe by themselves beyond their term (issue 73, item 6): the IRL revision and its
// year to claim it, the charges' regularisation and its breakdown a month before, the deposit's return after the
// keys, the insurance's formal notice, the L215-1 letter before a mandate's renewal and the mandate's last term.
// Pure: every delay is a row of delais.ts; the calendar (calendrier.ts) names and lists them.
import { finApres } from "../bail/duree";
import { addDays, addMonths, addYears } from "../dates";
import { dateRevisionDue } from "../revision/revision";
import { delai } from "./delais";

/** The lease's next yearly revision date on or after `jour`, and the one due before it (null before the first). */
export function revisionsIrl(
  b: { dateRevision: string | null; dateDebutBail: string },
  jour: string,
): { prochaine: string; precedente: string | null } {
  // The latest revision date within [jour, jour + 1 year - 1 day] is the next one (they come once a year).
  const dansLAnnee = dateRevisionDue(b, addDays(addYears(jour, 1), -1));
  const premiere = b.dateRevision ?? addYears(b.dateDebutBail, 1);
  const prochaine = dansLAnnee && dansLAnnee >= jour ? dansLAnnee : premiere;
  return { prochaine, precedente: dateRevisionDue(b, addDays(prochaine, -1)) };
}

/** The last day the landlord may claim the revision of `dateRevision` (art. 17-1: within a year). */
export const finReclamationRevision = (dateRevision: string) =>
  addMonths(dateRevision, delai("reclamation_revision", dateRevision).valeur);

/** The next yearly regularisation: a year after the last one made, else after the lease's start; its breakdown before. */
export function regularisationDue(dateDebutBail: string, derniere: string | null) {
  const base = derniere ?? dateDebutBail;
  const date = addMonths(base, delai("regularisation", base).valeur);
  return { date, decompte: addMonths(date, -delai("decompte_regularisation", date).valeur) };
}

/** The deposit's last day: one month after the keys when the exit inventory matches the entry's, two otherwise. */
export function limiteRestitutionDepot(dateRestitutionCles: string, sortieConforme: boolean) {
  const d = delai(sortieConforme ? "depot_conforme" : "depot_non_conforme", dateRestitutionCles);
  return { date: addMonths(dateRestitutionCles, d.valeur), mois: d.valeur, source: d.source };
}

/**
 * The insurance certificate missing from a day (the day after its end, or the lease's start without one): the formal
 * notice is due then, and a month after it the landlord may insure for the tenant (art. 7 g).
 */
export function assuranceManquante(assuranceDateFin: string | null, dateDebutBail: string) {
  const depuis = assuranceDateFin ? addDays(assuranceDateFin, 1) : dateDebutBail;
  return {
    miseEnDemeure: depuis,
    souscription: addMonths(depuis, delai("assurance_apres_mise_en_demeure", depuis).valeur),
  };
}

export interface TermeMandat {
  /** The last day of the period holding `jour` (or the last period when the renewals are spent). */
  fin: string;
  /** Tacit renewals passed to reach it. */
  rang: number;
  /** Whether it may be renewed again after `fin` (false once `reconductionsMax` renewals have passed). */
  reconductible: boolean;
}

/**
 * A mandate's current period: its signature plus its term, renewed by the same term until the end is today or
 * later, at most `reconductionsMax` times (null: no limit stated). Null without a signature date or a term.
 */
export function termeMandat(
  dateSignature: string | null | undefined,
  dureeMandatMois: number | null | undefined,
  reconductionsMax: number | null | undefined,
  jour: string,
): TermeMandat | null {
  if (!dateSignature || !dureeMandatMois || dureeMandatMois < 1) return null;
  let fin = finApres(dateSignature, dureeMandatMois);
  let rang = 0;
  const peut = () => reconductionsMax == null || rang < reconductionsMax;
  while (fin < jour && peut()) {
    fin = finApres(addDays(fin, 1), dureeMandatMois);
    rang++;
  }
  return { fin, rang, reconductible: peut() };
}

/** C. consom. L215-1: the letter to a consumer, from three months to one month before the period's last day. */
export function fenetreReconduction(fin: string): { du: string; au: string } {
  return {
    du: addMonths(fin, -delai("reconduction_au_plus_tot", fin).valeur),
    au: addMonths(fin, -delai("reconduction_au_plus_tard", fin).valeur),
  };
}

/** Whether a letter sent on `jour` falls within the L215-1 window of a period ending on `fin`. */
export const dansFenetreReconduction = (fin: string, jour: string) => {
  const { du, au } = fenetreReconduction(fin);
  return jour >= du && jour <= au;
};

/** The professional card's renewal: filed two months at least before its end. */
export const depotRenouvellementCarte = (fin: string) =>
  addMonths(fin, -delai("carte_renouvellement", fin).valeur);
