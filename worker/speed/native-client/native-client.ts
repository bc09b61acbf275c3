import Database from "libsql";
import { LibsqlError } from "@libsql/core/api";
import type {
  Client,
  InArgs,
  InStatement,
  InValue,
  ResultSet,
  Row,
  Transaction,
  TransactionMode,
} from "@libsql/client";

// The Node entry's database client: @libsql/client's interface (what drizzle and the tests speak) over ONE
// connection of the native `libsql` driver, keeping its prepared statements.
// Why not @libsql/client itself: it prepares every statement again on each call (the apartment read's 8 kB
// statement: ~0.35 ms to prepare, ~0.05 ms to run) and builds each row with a defineProperty per cell; its pool may
// also open a new connection (after a dropped one) that never got our pragmas. Here the connection is opened once,
// configured once, and every SQL text is prepared once (SQLite re-prepares by itself after a schema change).

type Native = InstanceType<typeof Database>;
type NativeStatement = ReturnType<Native["prepare"]>;
type Prepared = {
  sql: string;
  stmt: NativeStatement;
  reader: boolean;
  columns: string[];
  Row?: new (values: unknown[]) => Row;
};

/**
 * The key a statement is kept under: its text when short, else its length and both ends. A Map hashes its whole
 * key, and drizzle builds the text anew on each call: for the 15 kB apartment read, hashing it cost a third of
 * running it. Two texts with the same key are told apart by comparing them (the last one prepared is kept).
 */
const keyOf = (sql: string) =>
  sql.length <= 256 ? sql : `${sql.length}:${sql.slice(0, 120)}:${sql.slice(-120)}`;

/** Bound on kept statements: the app has a few hundred distinct SQL texts; generated ones (IN lists) come and go. */
const MAX_STATEMENTS = 1000;

const VALUES = Symbol("values");

/**
 * A row class per column list: column names are own enumerable properties (drizzle's raw queries read them with
 * Object.keys), indices and length live on the prototype (drizzle's mapped queries read `Array.prototype.slice`),
 * as @libsql/client's rows, without a defineProperty per cell. A repeated name keeps its first column's value.
 */
function rowClass(columns: string[]) {
  const names = columns.map((c, i) => (columns.indexOf(c) === i ? c : null));
  class NativeRow {
    declare [VALUES]: unknown[];
    constructor(values: unknown[]) {
      Object.defineProperty(this, VALUES, { value: values });
      const self = this as unknown as Record<string, unknown>;
      for (let i = 0; i < names.length; i++) if (names[i] !== null) self[names[i]!] = values[i];
    }
    get length() {
      return this[VALUES].length;
    }
  }
  for (let i = 0; i < columns.length; i++)
    Object.defineProperty(NativeRow.prototype, i, {
      get(this: NativeRow) {
        return this[VALUES][i];
      },
    });
  return NativeRow as unknown as new (
    values: unknown[],
  ) => Row;
}

const BASE_CODES: Record<number, string> = {
  1: "ERROR",
  2: "INTERNAL",
  3: "PERM",
  4: "ABORT",
  5: "BUSY",
  6: "LOCKED",
  7: "NOMEM",
  8: "READONLY",
  9: "INTERRUPT",
  10: "IOERR",
  11: "CORRUPT",
  12: "NOTFOUND",
  13: "FULL",
  14: "CANTOPEN",
  15: "PROTOCOL",
  16: "EMPTY",
  17: "SCHEMA",
  18: "TOOBIG",
  19: "CONSTRAINT",
  20: "MISMATCH",
  21: "MISUSE",
  22: "NOLFS",
  23: "AUTH",
  24: "FORMAT",
  25: "RANGE",
  26: "NOTADB",
};

/** The driver's error as @libsql/client gives it (LibsqlError with SQLITE_ codes): lib/faults.ts reads those. */
function libsqlError(e: unknown): unknown {
  if (!(e instanceof Database.SqliteError)) return e;
  const raw = (e as { rawCode?: number }).rawCode;
  const base =
    raw === undefined
      ? "SQLITE_UNKNOWN"
      : `SQLITE_${BASE_CODES[raw & 0xff] ?? `UNKNOWN_${raw & 0xff}`}`;
  return new LibsqlError(e.message, base, (e as { code?: string }).code, raw, e);
}

function toSql(v: InValue | undefined): unknown {
  if (typeof v === "boolean") return v ? 1 : 0;
  if (v instanceof Date) return v.valueOf();
  if (v instanceof ArrayBuffer) return Buffer.from(v);
  if (v === undefined)
    throw new TypeError("undefined cannot be passed as argument to the database");
  if (typeof v === "number" && !Number.isFinite(v))
    throw new RangeError("Only finite numbers can be passed as arguments");
  return v;
}

function toArgs(args: InArgs | undefined): unknown[] | Record<string, unknown> {
  if (!args) return [];
  if (Array.isArray(args)) return args.map(toSql);
  const named: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) named[/^[@$:]/.test(k) ? k.slice(1) : k] = toSql(v);
  return named;
}

function resultSet(
  columns: string[],
  rows: Row[],
  rowsAffected: number,
  lastInsertRowid: bigint | undefined,
): ResultSet {
  return {
    columns,
    columnTypes: columns.map(() => ""),
    rows,
    rowsAffected,
    lastInsertRowid,
    toJSON: () => ({
      columns,
      rows: rows.map((r) => Array.prototype.slice.call(r)),
      rowsAffected,
      lastInsertRowid: lastInsertRowid?.toString() ?? null,
    }),
  };
}

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
  let db: Native | null = new Database(path);
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
        columns: reader ? stmt.columns().map((c: { name: string }) => c.name) : [],
      };
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      statements.set(key, p);
    }
    return p;
  }

  function run(stmt: InStatement): ResultSet {
    const sql = typeof stmt === "string" ? stmt : stmt.sql;
    const args = typeof stmt === "string" ? [] : toArgs(stmt.args);
    try {
      const p = prepared(sql);
      if (p.reader) {
        const RowOf = (p.Row ??= rowClass(p.columns));
        const raw = p.stmt.all(args) as unknown[][];
        const rows = new Array<Row>(raw.length);
        for (let i = 0; i < raw.length; i++) {
          const values = raw[i]!;
          for (let j = 0; j < values.length; j++)
            if (values[j] instanceof Buffer) values[j] = (values[j] as Buffer).buffer;
          rows[i] = new RowOf(values);
        }
        // INSERT ... RETURNING is a reader too.
        if (!/^\s*(select|with|pragma)\b/i.test(sql) && !inTransaction()) onWrite();
        return resultSet(p.columns, rows, 0, undefined);
      }
      const info = p.stmt.run(args) as { changes: number; lastInsertRowid: number | bigint };
      if (!inTransaction()) onWrite();
      return resultSet([], [], info.changes, BigInt(info.lastInsertRowid));
    } catch (e) {
      throw libsqlError(e);
    }
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

  const client = {
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
      const tx = {
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
      return tx as unknown as Transaction;
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
  return client as unknown as Client;
}
