import { sql } from "drizzle-orm";
import { CONSERVATION_ANS } from "../../domain/journal/regles";
import type { Ports } from "../../ports";

/**
 * Deletes the journal's lines older than the retention, by SQLite's own clock: the same bound the append-only
 * trigger checks (services/journal/triggers.ts), so the purge is never refused and nothing younger can go.
 */
export async function purgerJournal(ports: Ports): Promise<void> {
  await ports.db.run(
    sql.raw(
      `DELETE FROM "Journal" WHERE "at" < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${CONSERVATION_ANS} years')`,
    ),
  );
}
