// libSQL below @libsql/client, in this one file (ADR 093): the native `libsql` driver that
// native-client/native-client.ts speaks (ADR 011), and @libsql/core's LibsqlError, which that client answers with
// as @libsql/client does. Both are their packages' listed exports (`libsql`, `@libsql/core/api`); what this file
// relies on beyond their declared types is the shape of a raw-mode row (an array of cells) and the native error's
// `rawCode`. One more reach into libsql is made at bundle time, not here: scripts/build-server-start-plugins.mjs
// replaces two texts of libsql's and @neon-rs/load's sources (its NEON_PROBE and NATIVE_REQUIRE, ADR 058).
// libsql-interne.test.ts checks all of it against the pinned versions (package.json).

import Database from "libsql";
import { LibsqlError } from "@libsql/core/api";
import type { Value } from "@libsql/client";

export { LibsqlError };

/** A cell as the native driver gives it in raw mode: a blob comes as a Buffer of its own (never shared memory). */
export type Cell = Value | Buffer<ArrayBuffer>;

type Native = InstanceType<typeof Database>;
export type NativeStatement = ReturnType<Native["prepare"]>;

/** A connection of the native driver to `path` (a file path or ":memory:"). */
export const openNative = (path: string): Native => new Database(path);

/** The driver's rows are raw-mode rows, each the array of its cells (checked, not copied). */
function assertCells(rows: unknown[]): asserts rows is Cell[][] {
  for (const row of rows)
    if (!Array.isArray(row))
      throw new Error("libsql : une ligne en mode brut n'est pas un tableau (libsql mis à jour ?)");
}

/** A reader's rows in raw mode (`stmt.raw(true)`), each the array of its cells. */
export function rawRows(stmt: NativeStatement, args: object): Cell[][] {
  const rows = stmt.all(args);
  assertCells(rows);
  return rows;
}

/** A reader's one row in raw mode (its cells), as rawRows' list: empty when there is none. */
export function rawOneRow(stmt: NativeStatement, args: object): Cell[][] {
  const row = stmt.get(args);
  const rows = row === undefined ? [] : [row];
  assertCells(rows);
  return rows;
}

// The native driver's errors as @libsql/client gives them (its sqlite3 driver's `mapSqliteError`: LibsqlError, base
// and extended codes), which lib/faults.ts reads. Held equal by worker/speed/native-client/native-client.test.ts.

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
export function libsqlError(e: unknown): unknown {
  if (!(e instanceof Database.SqliteError)) return e;
  const raw = e.rawCode;
  const base =
    raw === undefined
      ? "SQLITE_UNKNOWN"
      : `SQLITE_${BASE_CODES[raw & 0xff] ?? `UNKNOWN_${raw & 0xff}`}`;
  return new LibsqlError(e.message, base, e.code, raw, e);
}
