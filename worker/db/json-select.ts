import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

// Helpers to read a row and its relations in ONE statement: SQLite builds the JSON (json_object /
// json_group_array), the server parses it once and maps each object back to what drizzle's select() returns.
// One round trip instead of one per relation: on the edge (libSQL over HTTP) that is one network hop, on
// Node one prepared statement instead of ten.

type Row = Record<string, unknown>;
type Kind = "plain" | "real" | "mapped";
type Decoder = { key: string; col: SQLiteColumn; kind: Kind }[];

const decoders = new WeakMap<SQLiteTable, Decoder>();
function decoderOf(table: SQLiteTable): Decoder {
  let d = decoders.get(table);
  if (!d) {
    d = Object.entries(getTableColumns(table) as Record<string, SQLiteColumn>).map(([key, col]) => ({
      key,
      col,
      // Booleans (0/1) and JSON-mode text need drizzle's mapping; reals come as text (see jsonObjectSql).
      kind: col.getSQLType() === "real" ? "real" : col.columnType === "SQLiteBoolean" || col.columnType === "SQLiteTextJson" ? "mapped" : "plain",
    }));
    decoders.set(table, d);
  }
  return d;
}

/**
 * `json_object('col', alias."col", ...)` over every column of `table`, in the table's column order (the key
 * order of the API objects). SQLite's JSON prints reals with 15 significant digits, which does not always
 * round-trip a double (0.1 + 0.2): reals are sent as `quote()` text (17 digits when 15 are not enough) and
 * turned back into the same number.
 */
export function jsonObjectSql(table: SQLiteTable, alias: string): string {
  const parts = decoderOf(table).map(({ key, col, kind }) => {
    const ref = `${alias}."${col.name}"`;
    return `'${key}', ${kind === "real" ? `iif(${ref} is null, null, quote(${ref}))` : ref}`;
  });
  return `json_object(${parts.join(", ")})`;
}

/** One object built by jsonObjectSql -> the row drizzle's `select().from(table)` would have returned. */
export function decodeRow(table: SQLiteTable, obj: Row): Row {
  const out: Row = {};
  for (const { key, col, kind } of decoderOf(table)) {
    const v = obj[key];
    out[key] = v == null ? null : kind === "plain" ? v : kind === "real" ? Number(v) : col.mapFromDriverValue(v);
  }
  return out;
}

export const decodeRows = (table: SQLiteTable, objs: Row[]) => objs.map((o) => decodeRow(table, o));
