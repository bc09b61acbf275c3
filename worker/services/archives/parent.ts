import { sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import { conflict } from "../../lib/errors";
import { ARCHIVABLES, isArchivable, msgArchiveParent } from "../../domain/archives/messages";
import type { ResourceDef, Row } from "../resource-def";

/**
 * An archived record takes no new child (a lease on an archived apartment, a mission for an archived client...): the
 * parents a row names by `<Archivable>Id`, new or changed, are checked in one read inside the write's transaction.
 */
export async function refusParentArchive(
  tx: Ports,
  def: ResourceDef,
  data: Row,
  existing?: Row,
): Promise<void> {
  const parents = ARCHIVABLES.flatMap((r) => {
    const id = data[`${r}Id`];
    if (r === def.name || !Object.hasOwn(def.table, `${r}Id`)) return [];
    if (typeof id !== "number" || id === existing?.[`${r}Id`]) return [];
    return [
      sql`select ${r} as r from ${sql.identifier(r)} where "id" = ${id} and "archiveLe" is not null`,
    ];
  });
  if (!parents.length) return;
  const [refus] = await tx.db.all<{ r: string }>(sql.join(parents, sql` union all `));
  if (refus && isArchivable(refus.r)) throw conflict(msgArchiveParent(refus.r));
}
