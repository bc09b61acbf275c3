import { eq } from "drizzle-orm";
import { Dossier } from "../db/schema";
import type { Ports } from "../ports";
import type { Row } from "./resource-def";
import { createRow, getOr404 } from "./rows";
import { deleteRecord, readRecord } from "./crud";
import { inTransaction } from "./transaction";
import { dossierResource } from "./resources/dossier";
import { etatLieuxResource } from "./resources/etat-lieux";

/** The dossier's entry (etatIn) or exit (etatOut) inventory. */
export type EtatSlot = "etatIn" | "etatOut";

/**
 * PUT /Dossier/{id}/etatIn/set and /etatOut/set (spec 7): the body becomes a new inventory of the dossier's
 * apartment, set as its entry or exit one; the one it replaces is deleted (its signed copy after the commit).
 * All in one transaction: a refused body leaves the old inventory in place. Answers the dossier as read.
 */
export async function setEtatLieux(
  ports: Ports,
  dossierId: number,
  slot: EtatSlot,
  input: Row,
): Promise<Row> {
  return inTransaction(ports, async (tx) => {
    const dossier = await getOr404(tx, Dossier, dossierId);
    // The inventory describes the dossier's apartment, whatever the body names.
    const created = await createRow(tx, etatLieuxResource, {
      ...input,
      AppartementId: dossier.AppartementId,
    });
    await tx.db
      .update(Dossier)
      .set({ [slot]: created.id, updatedAt: tx.clock.now().toISOString() })
      .where(eq(Dossier.id, dossierId));
    const replaced = dossier[slot];
    if (replaced != null) await deleteRecord(tx, etatLieuxResource, replaced);
    return readRecord(tx, dossierResource, dossierId);
  });
}
