// Speed layer (ADR 011), part of native-client.ts: errors.
// Plain form it mirrors: @libsql/client's sqlite3 driver (`mapSqliteError`: LibsqlError, base and extended codes),
// which lib/faults.ts reads. Held equal by: worker/speed/native-client/native-client.test.ts.

import Database from "libsql";
import { LibsqlError } from "@libsql/core/api";

// The native driver's errors as @libsql/client gives them, for native-client.ts.

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
