import { sql } from "drizzle-orm";
import type { Ports } from "../../ports";

// Ended sessions are kept a year, then deleted by the daily job. The journal names the session each write came from
// (issue 59): its device and address answer "who did this, from where" while an inquiry is likely; the CNIL's
// recommendation on logging (délibération n° 2021-122) puts such connection traces at six months to a year.
export const SESSIONS_CONSERVATION_JOURS = 365;

const limite = (ports: Ports) =>
  new Date(ports.clock.now().getTime() - SESSIONS_CONSERVATION_JOURS * 86_400_000).toISOString();

/** The sessions ended (signed out, ended by an admin, or expired) more than a year ago, deleted; how many. */
export async function purgerSessions(ports: Ports): Promise<number> {
  const r = await ports.db.run(sql`delete from "Session" where "revoqueAt" < ${limite(ports)}`);
  return r.rowsAffected;
}

/** The daily job's "anything to do?" for this step (jobs/due.ts). */
export const sessionsAPurgerSql = (ports: Ports) =>
  sql`select 1 from "Session" where "revoqueAt" < ${limite(ports)}`;
