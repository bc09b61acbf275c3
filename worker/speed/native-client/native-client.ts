// Speed layer (ADR 011). Speeds up: every statement of the Node entry (each SQL text prepared once and kept, rows
// without a defineProperty per cell): the apartment read's statement is no longer prepared per call (~0.35 ms).
// Plain form it mirrors: @libsql/client's `createClient({ url: "file:..." })`, whose Client interface it implements.
// Held equal by: worker/speed/native-client/native-client.test.ts (both clients side by side); the API suite runs
// on it, the edge suite on @libsql/client.

import type {
  Client,
  InArgs,
  InStatement,
  ResultSet,
  Row,
  Transaction,
  TransactionMode,
} from "@libsql/client";
import { toArgs } from "./args";
import {
  type Cell,
  LibsqlError,
  libsqlError,
  type NativeStatement,
  openNative,
  rawOneRow,
  rawRows,
} from "../libsql-interne";
import { resultSet, rowClass } from "./rows";

// The Node entry's database client: @libsql/client's interface (what drizzle and the tests speak) over ONE
// connection of the native `libsql` driver, keeping its prepared statements.
// Why not @libsql/client itself: it prepares every statement again on each call (the apartment read's 8 kB
// statement: ~0.35 ms to prepare, ~0.05 ms to run) and builds each row with a defineProperty per cell; its pool may
// also open a new connection (after a dropped one) that never got our pragmas. Here the connection is opened once,
// configured once, and every SQL text is prepared once (SQLite re-prepares by itself after a schema change).

type Native = ReturnType<typeof openNative>;
type Prepared = {
  sql: string;
  stmt: NativeStatement;
  reader: boolean;
  /** A read that ends with `LIMIT 1` (ONE_ROW): its one row by the driver's get(). */
  one: boolean;
  columns: string[];
  Row?: new (cells: Cell[]) => Row;
};

/**
 * The key a statement is kept under: its text when short, else its length and both ends. A Map hashes its whole
 * key, and drizzle builds the text anew on each call: for the 15 kB apartment read, hashing it cost a third of
 * running it. Two texts with the same key are told apart by comparing them (the last one prepared is kept).
 */
const keyOf = (sql: string) =>
  sql.length <= 256 ? sql : `${sql.length}:${sql.slice(0, 120)}:${sql.slice(-120)}`;

/**
 * A read whose text ends with `LIMIT 1` gives at most one row: the driver's get() gives it in one call, where all()
 * walks an iterator (two calls, a batch of 100 slots) for the same row: about 11 µs less on an uncached apartment
 * read of about 0.3 ms of server CPU (ADR 063). A `limit 1` anywhere else (a subquery's) is inside parentheses, never at the end.
 */
const ONE_ROW = /^\s*(select|with)\b[\s\S]*\blimit\s+1\s*;?\s*$/i;

/** An argument this long (an import's rows as JSON) makes its statement one not kept (see run()). */
const HEAVY_ARGUMENT = 64 * 1024;
const heavy = (args: unknown[] | Record<string, unknown>) =>
  (Array.isArray(args) ? args : Object.values(args)).some(
    (a) => (typeof a === "string" || a instanceof Uint8Array) && a.length > HEAVY_ARGUMENT,
  );

/** Bound on kept statements: the app has a few hundred distinct SQL texts; generated ones (IN lists) come and go. */
const MAX_STATEMENTS = 1000;

const BEGIN: Record<TransactionMode, string> = {
  write: "BEGIN IMMEDIATE",
  read: "BEGIN TRANSACTION READONLY",
  deferred: "BEGIN DEFERRED",
};

/**
 * Opens `path` (a file path or ":memory:") and runs `setup` (pragmas) on the connection before anything else.
 * Transactions run on the same connection: the caller (serializedClient) makes everything else wait meanwhile.
 * `onWrite` runs after each write reached the database (a committed transaction, a write outside one): the Node
 * entry drops its cached answers there, whoever wrote (a request, the daily job, a restore).
 */
export function nativeClient(
  path: string,
  setup: string[] = [],
  onWrite: () => void = () => {},
): Client {
  let db: Native | null = openNative(path);
  const statements = new Map<string, Prepared>();
  for (const s of setup) db.exec(s);

  const open = (): Native => {
    if (!db) throw new LibsqlError("The client is closed", "CLIENT_CLOSED");
    return db;
  };

  function prepared(sql: string): Prepared {
    const key = keyOf(sql);
    let p = statements.get(key);
    if (!p || p.sql !== sql) {
      const stmt = open().prepare(sql);
      const reader = stmt.reader;
      if (reader) stmt.raw(true);
      p = {
        sql,
        stmt,
        reader,
        one: reader && ONE_ROW.test(sql),
        columns: reader ? stmt.columns().map((c: { name: string }) => c.name) : [],
      };
      // The oldest statement goes (a Map keeps its keys in insertion order).
      const oldest = statements.size >= MAX_STATEMENTS ? statements.keys().next().value : undefined;
      if (oldest !== undefined) statements.delete(oldest);
      statements.set(key, p);
    }
    return p;
  }

  function run(stmt: InStatement): ResultSet {
    const sql = typeof stmt === "string" ? stmt : stmt.sql;
    const args = typeof stmt === "string" ? [] : toArgs(stmt.args);
    try {
      return runPrepared(sql, args);
    } catch (e) {
      throw libsqlError(e);
    } finally {
      // SQLite keeps a statement's bound values until its next bind: a kept statement run with an import's rows as
      // JSON held two copies of them (the driver's and SQLite's) for as long as the server ran. Such a statement is
      // not kept; its memory goes with it at the next GC (issue 72, ADR 143).
      if (heavy(args)) statements.delete(keyOf(sql));
    }
  }

  function runPrepared(sql: string, args: unknown[] | Record<string, unknown>): ResultSet {
    const p = prepared(sql);
    if (p.reader) {
      const RowOf = (p.Row ??= rowClass(p.columns));
      // Raw mode (set in prepared()): each row is the array of its cells (libsql-interne.ts).
      const raw = p.one ? rawOneRow(p.stmt, args) : rawRows(p.stmt, args);
      const rows = new Array<Row>(raw.length);
      let i = 0;
      for (const cells of raw) rows[i++] = new RowOf(cells);
      // INSERT ... RETURNING is a reader too.
      if (!/^\s*(select|with|pragma)\b/i.test(sql) && !inTransaction()) onWrite();
      return resultSet(p.columns, rows, 0, undefined);
    }
    const info = p.stmt.run(args);
    if (!inTransaction()) onWrite();
    return resultSet([], [], info.changes, BigInt(info.lastInsertRowid));
  }

  function exec(sql: string) {
    try {
      open().exec(sql);
    } catch (e) {
      throw libsqlError(e);
    }
  }

  function inTransaction() {
    return !!db && db.open && db.inTransaction;
  }

  /** Statements in one transaction, rolled back when one fails (what @libsql/client's batch does). */
  function batchIn(stmts: InStatement[], begin: string, after?: () => void): ResultSet[] {
    exec(begin);
    try {
      const results = stmts.map((s) => run(Array.isArray(s) ? { sql: s[0], args: s[1] } : s));
      exec("COMMIT");
      onWrite();
      return results;
    } finally {
      if (inTransaction()) exec("ROLLBACK");
      after?.();
    }
  }

  const client: Client = {
    protocol: "file",
    get closed() {
      return db === null;
    },
    async execute(stmtOrSql: InStatement, args?: InArgs) {
      return run(typeof stmtOrSql === "string" ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql);
    },
    async batch(stmts: InStatement[], mode: TransactionMode = "deferred") {
      return batchIn(stmts, BEGIN[mode]);
    },
    async migrate(stmts: InStatement[]) {
      exec("PRAGMA foreign_keys = OFF");
      return batchIn(stmts, BEGIN.deferred, () => exec("PRAGMA foreign_keys = ON"));
    },
    async executeMultiple(sql: string) {
      exec(sql);
      onWrite();
    },
    async transaction(mode: TransactionMode = "write"): Promise<Transaction> {
      exec(BEGIN[mode]);
      let done = false;
      const check = () => {
        if (done || !inTransaction())
          throw new LibsqlError("The transaction is closed", "TRANSACTION_CLOSED");
      };
      const tx: Transaction = {
        async execute(stmtOrSql: InStatement, args?: InArgs) {
          check();
          return run(
            typeof stmtOrSql === "string" ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql,
          );
        },
        async batch(stmts: InStatement[]) {
          check();
          return stmts.map((s) => run(Array.isArray(s) ? { sql: s[0], args: s[1] } : s));
        },
        async executeMultiple(sql: string) {
          check();
          exec(sql);
        },
        async commit() {
          check();
          done = true;
          try {
            exec("COMMIT");
            if (mode !== "read") onWrite();
          } finally {
            // A refused COMMIT (deferred foreign keys) leaves the transaction open: nothing of it may stay.
            if (inTransaction()) exec("ROLLBACK");
          }
        },
        async rollback() {
          if (done) return;
          done = true;
          if (inTransaction()) exec("ROLLBACK");
        },
        close() {
          if (done) return;
          done = true;
          if (inTransaction()) exec("ROLLBACK");
        },
        get closed() {
          return done || !inTransaction();
        },
      };
      return tx;
    },
    async sync() {
      return undefined;
    },
    async reconnect() {},
    close() {
      statements.clear();
      if (db?.open) db.close();
      db = null;
    },
  };
  return client;
}
