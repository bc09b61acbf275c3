// The dates a lease and a mandate carry by themselves (issue 63, items 4 and 5), from the rules of
// worker/domain/bail/types-bail.ts (loi n° 89-462): one table by kind, so that a new law is one line. Pure: the
// calendar (services/echeances/) asks these functions for every lease and mandate it lists.
import { addDays, addMonths } from "../dates";
import { finApres } from "../bail/duree";
import { REGLES_BAIL, type TypeBail } from "../bail/types-bail";

/** What the calendar needs of each kind: its term, whether it is tacitly renewed, the landlord's notice. */
export const ECHEANCES_BAIL: Record<
  TypeBail,
  { dureeMois: number; reconduit: boolean; congeMois: number | null }
> = {
  // Art. 10: three years (six when the landlord is a legal person), tacitly renewed; art. 15: notice six months.
  nu: { dureeMois: REGLES_BAIL.nu.dureeMois, reconduit: true, congeMois: 6 },
  // Art. 25-7 and 25-8: one year, tacitly renewed; notice three months.
  meublé: { dureeMois: REGLES_BAIL.meublé.dureeMois, reconduit: true, congeMois: 3 },
  // Art. 25-7, alinéa 2: nine months, never renewed, ends without notice.
  étudiant: { dureeMois: REGLES_BAIL.étudiant.dureeMois, reconduit: false, congeMois: null },
  // Art. 25-14: one to ten months, neither renewed nor extended; the landlord cannot end it early.
  mobilité: { dureeMois: REGLES_BAIL.mobilité.dureeMois, reconduit: false, congeMois: null },
};

/** Art. 10: a landlord that is a legal person (a company other than a family SCI) lets an unfurnished home for 6 years. */
export const DUREE_NU_PERSONNE_MORALE_MOIS = 72;

export interface BailEcheances {
  typeBail: TypeBail;
  dateDebutBail: string;
  dateFinBail?: string | null;
  /** The landlord is a legal person (an owner's `Client.personneMorale`, issue 73). */
  bailleurPersonneMorale?: boolean;
}

export interface DatesBail {
  /** The last day of the current term: the stated end, or rolled by tacit renewals until it is today or later. */
  fin: string;
  /** The first day of the next term (tacit renewal), or null for a kind that is never renewed. */
  reconduction: string | null;
  /** The last day the landlord's notice may reach the tenant for the first term ending today or later; null: none. */
  congeBailleur: { date: string; finDuTerme: string } | null;
  /** The tenant's notice period, in words (REGLES_BAIL). */
  preavisLocataire: string;
  /** The rule of the end, in French. */
  regle: string;
  /** The rule of the landlord's notice, in French. */
  regleConge: string;
}

const dureeMois = (b: BailEcheances) =>
  b.typeBail === "nu" && b.bailleurPersonneMorale
    ? DUREE_NU_PERSONNE_MORALE_MOIS
    : ECHEANCES_BAIL[b.typeBail].dureeMois;

/** The end of the term holding `jour` or the next one: renewed terms follow each other by `mois` months. */
export function finCourante(premiereFin: string, mois: number, jour: string, reconduit: boolean) {
  let fin = premiereFin;
  while (reconduit && fin < jour) fin = finApres(addDays(fin, 1), mois);
  return fin;
}

/**
 * The last day the landlord's notice may reach the tenant: `mois` months before the term's end (art. 15: « six mois
 * au moins avant le terme »), so for a term ending on 30 June, 31 December.
 */
export const dernierJourConge = (finDuTerme: string, mois: number) =>
  addDays(addMonths(addDays(finDuTerme, 1), -mois), -1);

/** A lease's own dates on `jour` (the Paris day). */
export function datesBail(b: BailEcheances, jour: string): DatesBail {
  const kind = ECHEANCES_BAIL[b.typeBail];
  const mois = dureeMois(b);
  const premiereFin = b.dateFinBail || finApres(b.dateDebutBail, mois);
  const fin = finCourante(premiereFin, mois, jour, kind.reconduit);
  const regles = REGLES_BAIL[b.typeBail];
  let congeBailleur: DatesBail["congeBailleur"] = null;
  if (kind.congeMois != null) {
    // The first term whose notice day is not past: once a deadline passes, the lease runs to the next term.
    let finDuTerme = fin;
    let date = dernierJourConge(finDuTerme, kind.congeMois);
    while (date < jour) {
      finDuTerme = finApres(addDays(finDuTerme, 1), mois);
      date = dernierJourConge(finDuTerme, kind.congeMois);
    }
    congeBailleur = { date, finDuTerme };
  }
  const duree =
    mois === DUREE_NU_PERSONNE_MORALE_MOIS ? "six ans (bailleur personne morale)" : regles.duree;
  return {
    fin,
    reconduction: kind.reconduit ? addDays(fin, 1) : null,
    congeBailleur,
    preavisLocataire: regles.preavisLocataire,
    regle: `${regles.libelle} : ${duree}, ${regles.reconduction} (loi n° 89-462 du 6 juillet 1989, ${regles.titre}).`,
    regleConge: `Congé du bailleur : ${regles.congeBailleur}.`,
  };
}

/** The insurance certificate's end (art. 7 g: the tenant proves it yearly); null: none on record, to ask for. */
export const REGLE_ASSURANCE =
  "Le locataire justifie chaque année de son assurance habitation (loi n° 89-462, article 7 g).";

/** The boiler's yearly maintenance (décret n° 2009-649, art. R. 224-41-4 du code de l'environnement). */
export const REGLE_CHAUDIERE =
  "Entretien annuel obligatoire de la chaudière, à la charge du locataire (décret n° 2009-649 du 9 juin 2009).";

/** The next certificate is due a year after the last one; without one on record it is due now (`null`). */
export const prochainEntretienChaudiere = (dernier: string | null | undefined) =>
  dernier ? addMonths(dernier, 12) : null;

export const REGLE_MANDAT =
  "Mandat donné pour une durée limitée, renouvelé par périodes de même durée (loi n° 70-9 du 2 janvier 1970, article 7 ; décret n° 72-678, article 72).";
