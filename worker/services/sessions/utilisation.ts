import { and, eq, lt } from "drizzle-orm";
import { Session } from "../../db/schema";
import type { Ports } from "../../ports";
import { USAGE_RAFRAICHI_MS } from "../../domain/sessions/confirmation";

/**
 * Moves a session's last use on to `now`, once it is older than five minutes: one conditional update (parallel
 * requests write it once), never journaled (Session is outside the journal, domain/journal/regles.ts).
 */
export async function marquerUtilisation(ports: Ports, sid: string, now: Date): Promise<void> {
  const avant = new Date(now.getTime() - USAGE_RAFRAICHI_MS).toISOString();
  await ports.db
    .update(Session)
    .set({ derniereUtilisation: now.toISOString() })
    .where(and(eq(Session.id, sid), lt(Session.derniereUtilisation, avant)));
}
