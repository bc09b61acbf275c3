// Speed layer (ADR 012). Speeds up: lists (a row as one JSON array of its values, the whole list one string to parse),
// list flags and delete rules (many rows of a few columns as one JSON value, not a row object each).
// Plain form it mirrors: drizzle's `select()` rows, mapped to the API by services/serialize.ts `toApi`.
// Held equal by: tests/api/sql-json-agree.test.ts (jsonArraySql + apiRowReader = select() + toApi, every table).

import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

// Helpers to read a row and its relations in ONE statement: SQLite builds the JSON (json_object /
// json_group_array), the server parses it once and maps each object back to what drizzle's select() returns.
// One round trip instead of one per relation: on the edge (libSQL over HTTP) that is one network hop, on
// Node one prepared statement instead of ten.

type Kind = "plain" | "real" | "mapped";
type Decoder = { key: string; col: SQLiteColumn; kind: Kind }[];

const decoders = new WeakMap<SQLiteTable, Decoder>();
/** The table's columns in order, each with how its JSON value maps back to drizzle's (see apiRowReader in services/serialize.ts). */
export function decoderOf(table: SQLiteTable): Decoder {
  let d = decoders.get(table);
  if (!d) {
    d = Object.entries(getTableColumns(table)).map(([key, col]) => ({
      key,
      col,
      // Booleans (0/1) and JSON-mode text need drizzle's mapping; reals come as text (see jsonArraySql).
      kind:
        col.getSQLType() === "real"
          ? "real"
          : col.columnType === "SQLiteBoolean" || col.columnType === "SQLiteTextJson"
            ? "mapped"
            : "plain",
    }));
    decoders.set(table, d);
  }
  return d;
}

const valueSql = (ref: string, kind: Kind) =>
  kind === "real" ? `iif(${ref} is null, null, quote(${ref}))` : ref;

/**
 * `json_array(alias."col", ...)`: the values alone, in the table's column order; reals as `quote()` text (SQLite's JSON prints 15 significant
 * digits, which does not always round-trip a double), turned back into the same number. For
 * lists: SQLite builds a 2,000-row array of arrays about 3x faster than the same rows as objects, and the string
 * to copy and parse is 2.5x smaller (no key repeated on every row). services/serialize.ts `apiRowReader` maps
 * them back by position.
 */
export function jsonArraySql(table: SQLiteTable, alias: string): string {
  return `json_array(${decoderOf(table)
    .map(({ col, kind }) => valueSql(`${alias}."${col.name}"`, kind))
    .join(", ")})`;
}

/** Where the column of key `key` sits in the arrays of jsonArraySql. */
export const columnPosition = (table: SQLiteTable, key: string) =>
  decoderOf(table).findIndex((d) => d.key === key);

/**
 * Many rows of a few plain columns (integers, text: no reals, booleans or JSON columns, which need decoding) as
 * one JSON string of arrays, for `select({ j: jsonArrays(...) })`: the driver makes one value instead of an
 * object per row, which on 2,000 rows is 10-40x cheaper (list flags, delete rules).
 */
export const jsonArrays = (cols: SQLiteColumn[]): SQL<string> =>
  sql<string>`json_group_array(json_array(${sql.join(cols, sql`, `)}))`;

/** The distinct values of one plain column as one JSON array string (see jsonArrays). */
export const jsonDistinct = (col: SQLiteColumn): SQL<string> =>
  sql<string>`json_group_array(distinct ${col})`;

/** The parsed value of a jsonArrays / jsonDistinct select (no row: an empty array). */
export const parseJsonRows = <T>(rows: { j: string | null }[]): T[] =>
  // JSON.parse gives any: the caller names the values its select built (as drizzle's sql<T>).
  JSON.parse(rows[0]?.j ?? "[]") as T[];
