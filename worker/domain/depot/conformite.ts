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
