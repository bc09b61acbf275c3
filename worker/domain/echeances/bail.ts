// The dates a lease and a mandate carry by themselves (issue 63, items 4 and 5), from the rules of
// worker/domain/bail/types-bail.ts (loi n° 89-462): one table by kind, so that a new law is one line. Pure: the
// calendar (services/echeances/) asks these functions for every lease and mandate it lists.
import { addDays, addMonths } from "../dates";
import { REGLES_BAIL, type TypeBail } from "../bail/types-bail";
import { dernierJourConge, termeAPrevenir, termeCourant } from "../reconduction/terme";

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

/** A lease's own dates on `jour` (the Paris day). */
export function datesBail(b: BailEcheances, jour: string): DatesBail {
  const { fin, mois, regle } = termeCourant(b, Boolean(b.bailleurPersonneMorale), jour);
  const regles = REGLES_BAIL[b.typeBail];
  // The first term whose notice day is not past: once a deadline passes, the lease runs to the next term.
  const finDuTerme = regle ? termeAPrevenir(fin, mois, regle.congeMois, jour) : null;
  const congeBailleur =
    regle && finDuTerme
      ? { date: dernierJourConge(finDuTerme, regle.congeMois), finDuTerme }
      : null;
  const duree = regle?.personneMorale ? "six ans (bailleur personne morale)" : regles.duree;
  return {
    fin,
    reconduction: regle ? addDays(fin, 1) : null,
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
