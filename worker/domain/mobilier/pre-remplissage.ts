import { MOBILIER_DECRET_2015_981, type ElementObligatoire } from "./decret-2015-981";
import type { LigneMobilier } from "./manquant";

/** A pre-filled line: one of each item, its condition left to fill. */
export interface LigneProposee extends LigneMobilier {
  quantite: number;
  etat: null;
  piece: string | null;
  elementObligatoire: ElementObligatoire;
}

/**
 * The lines to add so that the list holds every item of décret n° 2015-981 art. 2: those of the décret not yet
 * tagged in `items` (all eleven for an empty list), quantity 1, condition to fill. Lines already there are kept as
 * they are: pre-filling never changes what staff wrote.
 */
export function preRemplissage(
  items: readonly { elementObligatoire?: ElementObligatoire | null }[] = [],
): LigneProposee[] {
  const presents = new Set(items.map((l) => l.elementObligatoire).filter((c) => c != null));
  return MOBILIER_DECRET_2015_981.filter((d) => !presents.has(d.cle)).map((d) => ({
    designation: d.designation,
    quantite: 1,
    etat: null,
    piece: d.piece,
    elementObligatoire: d.cle,
  }));
}
