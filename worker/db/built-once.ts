import type { Db } from "../ports";

/**
 * A statement drizzle builds once per database handle and then runs with its placeholders' values
 * (`sql.placeholder`, drizzle's `prepare`). drizzle builds a query's SQL text anew on each call: a month's receipt
 * made by hand spent ~0.7 ms building its reads' texts, and they were 40 % of all the memory it allocated (the
 * receipts' bench). Kept per handle because a prepared query runs on the handle it was built on: the Node entry
 * has one for the process; the edge has one per request, where this saves nothing and costs nothing more.
 * For statements of a fixed shape only: an `IN (...)` list or a varying WHERE is a new text each time.
 */
export function builtOnce<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const kept = new WeakMap<Db, Q>();
  return (db) => {
    let q = kept.get(db);
    if (q === undefined) kept.set(db, (q = prepare(db)));
    return q;
  };
}
