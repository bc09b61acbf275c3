import { sql } from "drizzle-orm";
import { DataVersion } from "../db/schema";
import type { Ports } from "../ports";

// The instance's session epoch: every token carries the epoch it was issued in (claim "e"), and a token of another
// epoch is refused (auth/middleware.ts). A restore moves it on, in its own transaction after the restored rows, so
// that no session opened before the restore speaks for whichever account has its id in the restored data.
//
// It is the DataVersion row "sessions": DataVersion is never saved nor restored (backup/format.ts, TRANSIENT_TABLES),
// so the value survives the restore that sets it; an instance never restored has no row, that is epoch 0, the
// epoch of the tokens issued before there was one. It only grows, as the counters around it (ADR 017), by a random
// step, so that two instances restored as many times do not share an epoch.

const ROW = "sessions";

/** The epoch as a scalar subquery, read with the user's row (one statement, so no round trip of its own). */
export const sessionEpochSql = sql<number>`coalesce((select ${DataVersion.n} from ${DataVersion} where ${DataVersion.resource} = ${ROW}), 0)`;

/** The same subquery as plain text, for the middleware's fixed per-request statement. */
export const SESSION_EPOCH_TEXT = `coalesce((select "n" from "DataVersion" where "resource" = '${ROW}'), 0)`;

const step = sql`1 + abs(random() % 1000000000)`;

/** Ends every session of the instance: run in the restore's transaction, after the restored rows are written. */
export async function renewSessionEpoch(ports: Ports): Promise<void> {
  await ports.db
    .insert(DataVersion)
    .values({ resource: ROW, n: step })
    .onConflictDoUpdate({
      target: DataVersion.resource,
      set: { n: sql`${DataVersion.n} + ${step}` },
    });
}
