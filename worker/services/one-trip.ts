import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Db, Ports } from "../ports";

// Statements sent as one libSQL `batch` (issue 22): on the edge one HTTP round trip, one transaction (all or
// nothing, in order), instead of one round trip per statement of an interactive transaction. A rule that must hold
// under parallel requests is then written in SQL (a unique index, a condition in the statement), never as a read
// whose answer decides the next statement. docs/topics/transactions-and-concurrency.md, "One round trip".

type Statements = readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
type Batching = { batch<T extends Statements>(queries: T): Promise<BatchResponse<T>> };

const batching = (db: Db): db is Db & Batching => "batch" in db && typeof db.batch === "function";

/**
 * Runs the statements in order, all or nothing, in one round trip. Inside a transaction (a service called from
 * another's), the same statements run one after the other on its connection, which already makes them one unit.
 */
export async function inOneTrip<T extends Statements>(
  ports: Ports,
  statements: T,
): Promise<BatchResponse<T>> {
  if (batching(ports.db)) return ports.db.batch(statements);
  const results: unknown[] = [];
  for (const s of statements) results.push(await s);
  return commeBatch<T>(results);
}

/** Answers gathered statement by statement for the statements `T`, typed as their `batch` gives them. */
const commeBatch = <T extends Statements>(answers: readonly unknown[]) =>
  // Each answer is drizzle's own result of its query, in the statements' order: what `batch` would give.
  answers as BatchResponse<T>;

/**
 * inOneTrip for `tete`, statements of any number whose answers are returned untyped, then `queue`, whose answers
 * keep their types: one round trip.
 */
export async function inOneTripApres<T extends Statements>(
  ports: Ports,
  tete: readonly BatchItem<"sqlite">[],
  queue: T,
): Promise<{ tete: readonly unknown[]; queue: BatchResponse<T> }> {
  const [premier, ...reste] = [...tete, ...queue];
  const reponses: readonly unknown[] = premier ? await inOneTrip(ports, [premier, ...reste]) : [];
  return {
    tete: reponses.slice(0, tete.length),
    queue: commeBatch<T>(reponses.slice(tete.length)),
  };
}
