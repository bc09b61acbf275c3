import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Db } from "../ports";
import type { Database } from "./client";

type Batchable = Db & Pick<Database, "batch">;
const canBatch = (db: Db): db is Batchable => "batch" in db && typeof db.batch === "function";

/**
 * Statements sent to libSQL as one `batch`: one round trip, run in one implicit transaction (all or nothing,
 * non-interactive: every condition is in the SQL). The daily job's reads and writes go through it (ADR 015). Not
 * inside `inTransaction` (a transaction handle has no batch): the caller is the job, never a request's write.
 */
export function oneRoundTrip<U extends BatchItem<"sqlite">, T extends Readonly<[U, ...U[]]>>(
  db: Db,
  statements: T,
): Promise<BatchResponse<T>> {
  if (!canBatch(db)) throw new Error("oneRoundTrip: this database handle cannot batch");
  return db.batch(statements);
}
