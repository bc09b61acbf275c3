import type { Client, InArgs, InStatement } from "@libsql/client";
import { hostFault } from "../lib/faults";
import type { Db } from "../ports";

// The edge's answer to SQLITE_BUSY. A libSQL server (sqld, Turso) runs one write transaction at a time; another
// writer holding the lock past the server's own wait gets SQLITE_BUSY (« database is locked »), at any load. That
// answer means the write did not commit: a statement on its own did not run, a batch is one transaction that the
// client rolls back (its ROLLBACK step runs unless its COMMIT succeeded), an interactive transaction whose BEGIN, a
// statement or its COMMIT got BUSY is rolled back by drizzle. So the unit is tried again, whole, after a short
// jittered pause, a bounded number of times; then the BUSY goes up and the app answers 503 « occupée »
// (lib/faults.ts). Only a BUSY answer is retried: a lost connection may have lost a COMMIT's answer, not its write.
//
// Not a `PRAGMA busy_timeout` per request: it holds for one hrana stream only (a statement more in each request's
// pipeline), and sqld already makes a writer wait for the lock before it answers BUSY.

/** Tries in all, and the first pause: about 20, 40, 80 ms (× 0.5 to 1.5), under 0.3 s added before the 503. */
export const BUSY_TRIES = 4;
const FIRST_PAUSE_MS = 20;

export type Pause = (ms: number) => Promise<void>;
const sleep: Pause = (ms) => new Promise((wake) => setTimeout(wake, ms));

/** Runs `unit`, again while it fails with SQLITE_BUSY, `BUSY_TRIES` times at most. */
export async function retryBusy<T>(unit: () => Promise<T>, pause: Pause = sleep): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await unit();
    } catch (e) {
      if (attempt >= BUSY_TRIES || hostFault(e) !== "busy") throw e;
    }
    // Jittered: writers refused together must not come back together.
    await pause(FIRST_PAUSE_MS * 2 ** (attempt - 1) * (0.5 + Math.random()));
  }
}

/**
 * The HTTP client with its statements and batches retried on SQLITE_BUSY (each one transaction, or none). Its
 * interactive transactions are retried by `busyRetriedDb`, whole: a statement inside one cannot be tried alone.
 * `migrate` and `executeMultiple` go as they are (several transactions: some may have committed).
 */
export function busyRetriedClient(inner: Client, pause?: Pause): Client {
  return new Proxy(inner, {
    get(target, prop) {
      if (prop === "execute")
        return (stmtOrSql: InStatement | string, args?: InArgs) =>
          retryBusy(
            () =>
              typeof stmtOrSql === "string"
                ? target.execute(stmtOrSql, args)
                : target.execute(stmtOrSql),
            pause,
          );
      if (prop === "batch")
        return (stmts: Parameters<Client["batch"]>[0], mode?: Parameters<Client["batch"]>[1]) =>
          retryBusy(() => target.batch(stmts, mode), pause);
      // The client keeps private (#) fields: its other members run on the client itself, not the proxy.
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The database with each `transaction(work)` run again, whole, when it failed with SQLITE_BUSY (drizzle has rolled
 * it back by then). `work` must be safe to run again: services/transaction.ts keeps only the last run's after-commit
 * tasks. Everything else is the database itself.
 */
export function busyRetriedDb<D extends Db>(db: D, pause?: Pause): D {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver);
      return (work: Parameters<Db["transaction"]>[0], config?: Parameters<Db["transaction"]>[1]) =>
        retryBusy(() => target.transaction(work, config), pause);
    },
  });
}
