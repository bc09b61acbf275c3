import { eq, sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import { conflict, notFound } from "../../lib/errors";
import { introuvable } from "../../domain/labels";
import { MSG_DOSSIER_EN_COURS, isArchivable, msgArchive } from "../../domain/archives/messages";
import { dossierEnCours } from "../../domain/statut-appartement";
import { Dossier } from "../../db/schema";
import { getOr404, rowOf } from "../rows";
import { today } from "../../lib/dates";
import type { ResourceDef, Row } from "../resource-def";
import { toApi } from "../serialize";

// Archive and restore (ADR 038): one UPDATE each (one round trip), which answers the record as it now is.
// Archiving keeps the day it was first archived (archiving twice changes nothing); restoring gives the record back
// whole, as it was: nothing else is written.

export async function archiverRecord(
  ports: Ports,
  def: ResourceDef,
  id: number,
  archive: boolean,
): Promise<Row> {
  const t = def.table;
  // A running lease still earns and owes rent: archived once over (read first, dossiers only).
  if (archive && def.name === "Dossier") {
    const d = await getOr404(ports, Dossier, id);
    if (!d.archiveLe && dossierEnCours(d, today(ports.clock))) throw conflict(MSG_DOSSIER_EN_COURS);
  }
  const [row] = await ports.db
    .update(t)
    .set({
      archiveLe: archive ? sql`coalesce("archiveLe", ${today(ports.clock)})` : null,
      updatedAt: ports.clock.now().toISOString(),
    })
    .where(eq(t.id, id))
    .returning();
  if (!row) throw notFound(introuvable(def.name));
  return toApi(def.name, rowOf(t, row));
}

/** A write on an archived record is refused (409) until it is restored. */
export function refusArchive(resource: string, row: Row): void {
  if (isArchivable(resource) && row.archiveLe != null) throw conflict(msgArchive(resource));
}
