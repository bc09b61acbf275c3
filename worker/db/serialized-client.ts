import type { Client, InArgs, InStatement, Transaction, TransactionMode } from "@libsql/client";

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
    /** Ends the turn once `fn`'s promise settles (or it throws at once): commit and rollback. */
    const endAsync = (fn: () => Promise<void>) => (): Promise<void> => {
      try {
        return fn().finally(done);
      } catch (e) {
        done();
        throw e;
      }
    };
    /** Ends the turn once `fn` returns or throws: close. */
    const endSync = (fn: () => void) => (): void => {
      try {
        fn();
      } finally {
        done();
      }
    };
    return {
      execute: tx.execute.bind(tx),
      batch: tx.batch.bind(tx),
      executeMultiple: tx.executeMultiple.bind(tx),
      commit: endAsync(tx.commit.bind(tx)),
      rollback: endAsync(tx.rollback.bind(tx)),
      close: endSync(tx.close.bind(tx)),
      get closed() {
        return tx.closed;
      },
    };
  }

  /** The statements outside a transaction: straight through, or after the open transaction's end. */
  const queued: Pick<Client, "execute" | "batch" | "executeMultiple" | "migrate"> = {
    execute: (stmtOrSql: InStatement, args?: InArgs) =>
      plain(() =>
        typeof stmtOrSql === "string" ? client.execute(stmtOrSql, args) : client.execute(stmtOrSql),
      ),
    batch: (stmts, mode) => plain(() => client.batch(stmts, mode)),
    executeMultiple: (sql) => plain(() => client.executeMultiple(sql)),
    migrate: (stmts) => plain(() => client.migrate(stmts)),
  };

  return new Proxy(client, {
    get(target, prop) {
      if (prop === "transaction") return transaction;
      if (
        prop === "execute" ||
        prop === "batch" ||
        prop === "executeMultiple" ||
        prop === "migrate"
      )
        return queued[prop];
      // The client keeps private (#) fields: its methods and getters must run on the client itself, not the proxy.
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
