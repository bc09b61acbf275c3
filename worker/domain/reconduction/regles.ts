import type { TypeBail } from "../bail/types-bail";

// The law of a lease's end (issue 73, ADR 103), as dated rows with their source: how long a tacit renewal runs, and
// how early the landlord's notice (congé) must be sent. A kind absent from the table is never renewed: the bail
// mobilité (art. 25-14) and the student lease of nine months (art. 25-7, al. 2) end at their term. A new law is a
// new row with its first day; a lease takes the row in force on the first day of its new term.

export interface RegleReconduction {
  type: TypeBail;
  /** The landlord is a legal person (true), a natural person (false), either (null). */
  personneMorale: boolean | null;
  /** The renewed term, in months. */
  mois: number;
  /** The landlord's notice: at least this many months before the term. */
  congeMois: number;
  /** The first day of a new term the row applies to. */
  depuis: string;
  source: string;
}

export const REGLES_RECONDUCTION: readonly RegleReconduction[] = [
  {
    type: "nu",
    personneMorale: false,
    mois: 36,
    congeMois: 6,
    depuis: "1989-07-08",
    source:
      "Loi n° 89-462 du 6 juillet 1989, art. 10 (trois ans) et art. 15 (congé six mois avant le terme)",
  },
  {
    type: "nu",
    personneMorale: true,
    mois: 72,
    congeMois: 6,
    depuis: "1989-07-08",
    source:
      "Loi n° 89-462 du 6 juillet 1989, art. 10 (six ans pour un bailleur personne morale) et art. 15",
  },
  {
    type: "meublé",
    personneMorale: null,
    mois: 12,
    congeMois: 3,
    depuis: "2014-03-27",
    source:
      "Loi n° 89-462 du 6 juillet 1989, art. 25-7 (un an) et art. 25-8 (congé trois mois avant le terme), issus de la loi n° 2014-366 (ALUR)",
  },
];

/** The row in force on `jour` for this kind and landlord, or undefined when the kind is not renewed. */
export function regleReconduction(
  type: TypeBail,
  personneMorale: boolean,
  jour: string,
): RegleReconduction | undefined {
  return REGLES_RECONDUCTION.filter(
    (r) =>
      r.type === type &&
      (r.personneMorale === null || r.personneMorale === personneMorale) &&
      r.depuis <= jour,
  ).reduce<RegleReconduction | undefined>(
    (dernier, r) => (!dernier || r.depuis > dernier.depuis ? r : dernier),
    undefined,
  );
}
