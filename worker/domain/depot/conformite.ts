// Whether the exit inventory matches the entry's, which sets the deadline (art. 22: one month when it does). Rooms
// are paired by identity as the exit document pairs them (apparierPieces); they match when every room is in both
// and each element's description is the same, spaces around aside. Keys and meters are not a condition of the
// premises' state and are left out.
import { apparierPieces } from "../etat-lieux-sortie";
import { ELEMENTS_ETAT_LIEUX } from "../schemas/enums";
import type { PieceEtatLieux } from "../schemas/etat-lieux";

const texte = (v: string | null | undefined) => (v ?? "").trim();

/** True when both inventories exist and every room is unchanged; no exit (or no entry) inventory: false. */
export function sortieConforme(
  entree: PieceEtatLieux[] | null | undefined,
  sortie: PieceEtatLieux[] | null | undefined,
): boolean {
  if (!entree || !sortie) return false;
  return apparierPieces(entree, sortie).every(
    (p) =>
      p.entree !== null &&
      p.sortie !== null &&
      ELEMENTS_ETAT_LIEUX.every((el) => texte(p.entree?.[el]) === texte(p.sortie?.[el])),
  );
}

/** What the inventories entered establish: a match, a difference, or which of them is missing. */
export type ConstatSortie = "conforme" | "non conforme" | "sans entrée" | "sans sortie" | "aucun";

/**
 * The exit's finding from the inventories entered only: a letter may say "conforme" or "non conforme" only when
 * both exist; otherwise it says which is missing (and the deadline stays two months, art. 22).
 */
export function constatSortie(
  entree: PieceEtatLieux[] | null | undefined,
  sortie: PieceEtatLieux[] | null | undefined,
): ConstatSortie {
  if (!entree && !sortie) return "aucun";
  if (!entree) return "sans entrée";
  if (!sortie) return "sans sortie";
  return sortieConforme(entree, sortie) ? "conforme" : "non conforme";
}

/** The letter's sentence of the finding and its deadline (art. 22, al. 3). */
export function phraseConstat(constat: ConstatSortie): string {
  switch (constat) {
    case "conforme":
      return "L'état des lieux de sortie étant conforme à celui d'entrée, le dépôt de garantie doit vous être restitué dans un délai d'un mois";
    case "non conforme":
      return "L'état des lieux de sortie n'étant pas conforme à celui d'entrée, le dépôt de garantie doit vous être restitué dans un délai de deux mois";
    case "sans entrée":
      return "Aucun état des lieux d'entrée n'ayant été enregistré, la conformité de l'état des lieux de sortie ne peut être constatée : le dépôt de garantie doit vous être restitué dans un délai de deux mois";
    case "sans sortie":
      return "Aucun état des lieux de sortie n'ayant été enregistré, sa conformité à l'état des lieux d'entrée ne peut être constatée : le dépôt de garantie doit vous être restitué dans un délai de deux mois";
    case "aucun":
      return "Aucun état des lieux d'entrée ni de sortie n'ayant été enregistré, la conformité du logement à sa sortie ne peut être constatée : le dépôt de garantie doit vous être restitué dans un délai de deux mois";
  }
}
