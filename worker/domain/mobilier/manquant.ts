import { MOBILIER_DECRET_2015_981, type ElementObligatoire } from "./decret-2015-981";

/** What the rule reads of a furniture line. */
export interface LigneMobilier {
  designation: string;
  quantite: number;
  elementObligatoire?: ElementObligatoire | null;
}

const normalise = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** Does this line stand for the décret's item: tagged with its key, or named with its designation. */
const couvre = (ligne: LigneMobilier, cle: ElementObligatoire, designation: string) =>
  ligne.elementObligatoire === cle || normalise(ligne.designation) === normalise(designation);

/**
 * The designations of the items of décret n° 2015-981 art. 2 that the list lacks, or holds at quantity 0, in the
 * décret's order: empty when the dwelling has the minimum furniture a furnished lease requires (loi n° 89-462
 * art. 25-4). To be enforced on a furnished lease once the dossier carries its kind of lease.
 */
export function mobilierManquant(items: readonly LigneMobilier[]): string[] {
  return MOBILIER_DECRET_2015_981.filter(
    (d) => !items.some((l) => couvre(l, d.cle, d.designation) && l.quantite > 0),
  ).map((d) => d.designation);
}
