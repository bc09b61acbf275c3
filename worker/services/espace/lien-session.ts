import { sql } from "drizzle-orm";
import { AccesEspace, SessionEspace } from "../../db/schema";

// Issue 75, item 3 (ADR 108): a space's signed link is good while the session it was handed to is open and its access
// active: one read at download (on the edge, riding with the download's first read), so revoking, suspending or
// signing out ends every link that session was given.

/** A row when the space session `sid` is still open on an active access at `at`. */
export const sessionDuLienSql = (sid: string, at: string) =>
  sql`select 1 as "ok" from ${SessionEspace} join ${AccesEspace} on ${AccesEspace.id} = ${SessionEspace.AccesEspaceId}
    where ${SessionEspace.id} = ${sid} and ${AccesEspace.statut} = 'actif'
      and (${SessionEspace.revoqueAt} is null or ${SessionEspace.revoqueAt} > ${at})`;
