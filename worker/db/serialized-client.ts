import type { Client, Transaction, TransactionMode } from "@libsql/client";

/**
 * The Node entry's libSQL client, made safe for parallel requests. The native engine runs every statement
 * synchronously on the one JS thread, so a second write transaction on another connection would block that
 * thread on the file lock held by the first, which can never finish: a deadlock until SQLITE_BUSY. An in-memory
 * database has a single connection, which an open transaction holds (the client then rejects other calls).
 * So transactions take turns here, and plain statements issued while one is open wait for it to end. Without a
 * transaction open (the common case), statements go straight through.
 */
export function serializedClient(client: Client): Client {
  let queue: Promise<void> = Promise.resolve();
  let holders = 0; // transactions open or waiting for their turn

  /** Waits for every transaction queued so far, then holds the turn until `release` is called. */
  function takeTurn(): Promise<() => void> {
    holders++;
    let release!: () => void;
    const previous = queue;
    queue = new Promise<void>((r) => (release = r));
    let released = false;
    const done = () => {
      if (released) return;
      released = true;
      holders--;
      release();
    };
    return previous.then(() => done);
  }

  async function plain<T>(run: () => Promise<T>): Promise<T> {
    if (holders === 0) return run();
    const done = await takeTurn();
    try {
      return await run();
    } finally {
      done();
    }
  }

  async function transaction(mode?: TransactionMode): Promise<Transaction> {
    const done = await takeTurn();
    let tx: Transaction;
    try {
      tx = await client.transaction(mode);
    } catch (e) {
      done();
      throw e;
    }
    const end =
      <A extends unknown[], R>(fn: (...a: A) => R) =>
      (...a: A): R => {
        try {
          const r = fn(...a);
          if (r instanceof Promise) return r.finally(done) as R;
          done();
          return r;
        } catch (e) {
          done();
          throw e;
        }
      };
    return {
      execute: tx.execute.bind(tx) as Transaction["execute"],
      batch: tx.batch.bind(tx),
      executeMultiple: tx.executeMultiple.bind(tx),
      commit: end(tx.commit.bind(tx)),
      rollback: end(tx.rollback.bind(tx)),
      close: end(tx.close.bind(tx)),
      get closed() {
        return tx.closed;
      },
    };
  }

  return new Proxy(client, {
    get(target, prop) {
      if (prop === "transaction") return transaction;
      if (
        prop === "execute" ||
        prop === "batch" ||
        prop === "executeMultiple" ||
        prop === "migrate"
      ) {
        const fn = (target[prop] as (...a: unknown[]) => Promise<unknown>).bind(target);
        return (...args: unknown[]) => plain(() => fn(...args));
      }
      // The client keeps private (#) fields: its methods and getters must run on the client itself, not the proxy.
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
