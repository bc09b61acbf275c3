import { conflict } from "../../lib/errors";
import { MSG_IMPAYE_ASSUREUR } from "../../domain/garanties/recuperation";
import type { Lettrage } from "../../domain/compte/lettrage";

// « Statut remis à impayé »'s rule (ADR 158), shared by its batch (impaye.ts) and its transaction (termes.ts): the
// payments to reverse are the tenant's that settle the term; an insurer's indemnity (its Subrogation names the
// payment) is not the tenant's and stays, the insurer holding the claim.

/** The ids of the tenant's payments settling the term; 409 in French when only the insurer's settle it. */
export function paiementsDuLocataire(
  lettrage: Lettrage,
  quitanceId: number,
  indemnites: ReadonlySet<number>,
): number[] {
  const ids = new Set(
    (lettrage.termes.get(quitanceId)?.affectations ?? [])
      .map((a) => a.PaiementId)
      .filter((id): id is number => id != null),
  );
  const duLocataire = [...ids].filter((id) => !indemnites.has(id));
  if (duLocataire.length === 0 && ids.size > 0) throw conflict(MSG_IMPAYE_ASSUREUR);
  return duLocataire;
}
