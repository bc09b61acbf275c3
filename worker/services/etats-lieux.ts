import { eq } from "drizzle-orm";
import { Dossier, EtatLieux } from "../db/schema";
import { copieEntree } from "../domain/etat-lieux-sortie";
import { MSG_RELEVES } from "../domain/schemas/etat-lieux-releves";
import { badRequest } from "../lib/errors";
import type { Ports } from "../ports";
import type { Row } from "./resource-def";
import { createRow, getOr404 } from "./rows";
import { deleteRecord, readRecord } from "./crud";
import { inTransaction } from "./transaction";
import { deleteGeneratedSubject } from "./documents/store";
import { dossierResource } from "./resources/dossier";
import { etatLieuxResource } from "./resources/etat-lieux";

/** The dossier's entry (etatIn) or exit (etatOut) inventory. */
export type EtatSlot = "etatIn" | "etatOut";

/**
 * PUT /Dossier/{id}/etatIn/set and /etatOut/set (spec 7): the body becomes a new inventory of the dossier's
 * apartment, set as its entry or exit one; the one it replaces is deleted (its signed copy after the commit).
 * All in one transaction: a refused body leaves the old inventory in place. Answers the dossier as read.
 *
 * The exit starts as a copy of the entry (décret n° 2016-382, art. 3: drawn up by comparison with it): an exit body
 * without `pieces`, `cles` or `compteurs` (absent or null) takes the entry's, rooms with their ids. Only the exit
 * carries the tenant's new address: an entry body with one is refused (400 on `nouvelleAdresse`).
 */
export async function setEtatLieux(
  ports: Ports,
  dossierId: number,
  slot: EtatSlot,
  input: Row,
): Promise<Row> {
  return inTransaction(ports, async (tx) => {
    const dossier = await getOr404(tx, Dossier, dossierId);
    const body = slot === "etatOut" ? await withEntryCopy(tx, dossier.etatIn, input) : input;
    if (slot === "etatIn" && filled(input.nouvelleAdresse))
      throw badRequest("Certains champs sont invalides.", {
        nouvelleAdresse: MSG_RELEVES.nouvelleAdresse,
      });
    // The inventory describes the dossier's apartment, whatever the body names.
    const created = await createRow(tx, etatLieuxResource, {
      ...body,
      AppartementId: dossier.AppartementId,
    });
    await tx.db
      .update(Dossier)
      .set({ [slot]: created.id, updatedAt: tx.clock.now().toISOString() })
      .where(eq(Dossier.id, dossierId));
    const replaced = dossier[slot];
    if (replaced != null) {
      await deleteRecord(tx, etatLieuxResource, replaced);
      await deleteGeneratedSubject(tx, `Dossier/${dossierId}/${slot}`);
    }
    return readRecord(tx, dossierResource, dossierId);
  });
}

const filled = (v: unknown) => v != null && (typeof v !== "string" || v.trim() !== "");

/** The exit's body, its missing rooms, keys and meters taken from the entry inventory when there is one. */
async function withEntryCopy(ports: Ports, entryId: number | null, input: Row): Promise<Row> {
  if (entryId == null) return input;
  const [entree] = await ports.db.select().from(EtatLieux).where(eq(EtatLieux.id, entryId));
  if (!entree) return input;
  const copy = copieEntree(entree);
  return {
    ...input,
    pieces: input.pieces ?? copy.pieces,
    compteurs: input.compteurs ?? copy.compteurs,
    cles: input.cles ?? copy.cles,
  };
}
