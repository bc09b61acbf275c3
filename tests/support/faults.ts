import { LibsqlError, type Client, type Transaction } from "@libsql/client";
import { memoryStore } from "../../worker/entry/disk-store";
import type { FileStore } from "../../worker/ports";

// Fakes of the host failing under the app: a libSQL client whose connection is lost, a file store that breaks.

/** Errors a lost or locked database gives, as the drivers raise them, and the answer's code: `busy` for a lock held
 *  by another writer (the database is up), `unavailable` for the rest. */
export const DB_FAILURES: Record<string, { error: () => Error; code: "unavailable" | "busy" }> = {
  "disque en erreur (SQLITE_IOERR)": {
    error: () => new LibsqlError("disk I/O error", "SQLITE_IOERR", "SQLITE_IOERR_READ"),
    code: "unavailable",
  },
  "fichier illisible (SQLITE_CANTOPEN)": {
    error: () => new LibsqlError("unable to open database file", "SQLITE_CANTOPEN"),
    code: "unavailable",
  },
  "base verrouillée (SQLITE_BUSY)": {
    error: () => new LibsqlError("database is locked", "SQLITE_BUSY"),
    code: "busy",
  },
  "client fermé (CLIENT_CLOSED)": {
    error: () => new LibsqlError("The client is closed", "CLIENT_CLOSED"),
    code: "unavailable",
  },
  "serveur injoignable (fetch failed)": {
    error: () =>
      new TypeError("fetch failed", {
        cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:8080"), {
          code: "ECONNREFUSED",
        }),
      }),
    code: "unavailable",
  },
  "serveur en erreur (SERVER_ERROR)": {
    error: () => new LibsqlError("Server returned HTTP status 502", "SERVER_ERROR"),
    code: "unavailable",
  },
};

/**
 * A libSQL client that fails while `down`: every statement, BEGIN, COMMIT and ROLLBACK throws the given error, after
 * `afterStatements` more statements have gone through (a connection lost mid-request). Like a real driver, a failed
 * COMMIT or ROLLBACK still hands the connection back (the real client's own bookkeeping runs).
 */
export function faultyClient() {
  let failure: (() => Error) | null = null;
  let allowance = 0;
  const check = () => {
    if (!failure) return;
    if (allowance > 0) return void allowance--;
    throw failure();
  };
  const control = {
    down(error: () => Error, afterStatements = 0) {
      failure = error;
      allowance = afterStatements;
    },
    up() {
      failure = null;
    },
    wrap(real: Client): Client {
      const tx = (t: Transaction): Transaction => ({
        execute: (async (...a: Parameters<Transaction["execute"]>) => (
          check(), t.execute(...a)
        )) as Transaction["execute"],
        batch: async (...a) => (check(), t.batch(...a)),
        executeMultiple: async (...a) => (check(), t.executeMultiple(...a)),
        async commit() {
          if (failure && allowance <= 0) {
            await t.rollback().catch(() => {});
            throw failure();
          }
          return t.commit();
        },
        async rollback() {
          await t.rollback();
          if (failure && allowance <= 0) throw failure();
        },
        close: () => t.close(),
        get closed() {
          return t.closed;
        },
      });
      return new Proxy(real, {
        get(target, prop) {
          if (prop === "execute" || prop === "batch" || prop === "executeMultiple") {
            const fn = (target[prop] as (...a: unknown[]) => Promise<unknown>).bind(target);
            return async (...a: unknown[]) => (check(), fn(...a));
          }
          if (prop === "transaction")
            return async (mode?: import("@libsql/client").TransactionMode) => (
              check(), tx(await target.transaction(mode))
            );
          const v = Reflect.get(target, prop, target);
          return typeof v === "function" ? v.bind(target) : v;
        },
      });
    },
  };
  return control;
}

/** A memory store whose put / putStream / get fail with `error` while it is set (a full disk, R2 down). */
export function failingStore() {
  const inner = memoryStore();
  let error: (() => Error) | null = null;
  const store: FileStore & { keys(): string[] } = {
    ...inner,
    async put(key, bytes, type) {
      if (error) throw error();
      return inner.put(key, bytes, type);
    },
    async putStream(key, body, type) {
      if (error) throw error();
      return inner.putStream(key, body, type);
    },
    async get(key) {
      if (error) throw error();
      return inner.get(key);
    },
  };
  return { store, fail: (e: () => Error) => void (error = e), heal: () => void (error = null) };
}

export const diskFull = () =>
  Object.assign(new Error("ENOSPC: no space left on device, write"), {
    code: "ENOSPC",
    errno: -28,
    syscall: "write",
  });
export const storeDown = () => new Error("R2 put failed: (10001) internal error");
