// The rooms of the exit inventory that a deduction may cite: each by its id (kept from the entry's copy), or by its
// name for a room stored before rooms had ids, so that a reference survives the room being renamed.
import type { PieceEtatLieux } from "../schemas/etat-lieux";

const plein = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/** The rooms as a deduction cites them: { id, nom }, those with neither id nor name left out. */
export function piecesCitables(pieces: readonly PieceEtatLieux[] | null | undefined) {
  return (pieces ?? []).flatMap((p, i) => {
    const nom = plein(p.nom) ?? plein(p.piece);
    const id = plein(p.id) ?? nom;
    return id ? [{ id, nom: nom ?? `Pièce ${i + 1}` }] : [];
  });
}
