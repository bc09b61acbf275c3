import { sql } from "drizzle-orm";
import { AccesEspace, SessionEspace } from "../../db/schema";
import type { Ports } from "../../ports";

// Issue 75, item 3 (ADR 108): a space's signed link is good while the session it was handed to is open and its access
// active: one read at download, so revoking, suspending or signing out ends every link that session was given.

/** Whether the space session `sid` is still open on an active access at `now`. */
export async function sessionDuLienOuverte(ports: Ports, sid: string, now: Date) {
  const at = now.toISOString();
  const rows = await ports.db.all<{ ok: number }>(
    sql`select 1 as "ok" from ${SessionEspace} join ${AccesEspace} on ${AccesEspace.id} = ${SessionEspace.AccesEspaceId}
      where ${SessionEspace.id} = ${sid} and ${AccesEspace.statut} = 'actif'
        and (${SessionEspace.revoqueAt} is null or ${SessionEspace.revoqueAt} > ${at})`,
  );
  return rows.length > 0;
}
