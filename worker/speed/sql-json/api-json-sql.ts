// Speed layer (ADR 012). Speeds up: the apartment read and the whole apartment list, whose answer SQLite builds and
// the server sends as it is (no row objects, no mapping, no JSON.stringify).
// Plain form it mirrors: services/serialize.ts `toApi(resource, row)` over drizzle's row.
// Held equal by: tests/api/sql-json-agree.test.ts (every table), tests/api/apartment-read-sql.test.ts and
// tests/api/apartment-list-sql.test.ts (the whole answers against the JavaScript path).

import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { decoderOf } from "./json-select";
import { HIDDEN_COLUMNS, moneyFields } from "../../services/serialize";
import { jsonBool } from "../sql-rules/day-rules-sql";

// A row as its API object, built by SQLite in the read statement itself: what `toApi(resource, row)` gives for
// drizzle's row (services/serialize.ts), with no decoding pass in JavaScript. For a record read with nine relations
// that pass (row objects, drizzle's mappings, euros, hidden columns) cost more than the statement; here the server
// parses one JSON string that is already the answer's shape. Same rules as serialize.ts, column by column:
// - hidden columns (password hash, keys) never selected;
// - money: integer cents / 100.0, the same double as toEuros (a correctly rounded division either way);
// - reals: quote() keeps 17 digits where SQLite's JSON would print 15 (which does not always round-trip), json()
//   makes it a JSON number again;
// - booleans: JSON true / false (drizzle maps 1 to true, anything else to false);
// - JSON text columns: json() embeds them as JSON; money paths inside them (Dossier.encadrement) in euros.

const moneyPaths = (resource: string) => moneyFields(resource).filter((p) => p.includes("."));

/** The row's API object as `[key, expr]` members, in the table's column order (toApi's key order). */
export function apiMembers(
  resource: string,
  table: SQLiteTable,
  alias: string,
  only?: readonly string[],
): [key: string, value: string][] {
  const money = new Set(moneyFields(resource));
  const paths = moneyPaths(resource);
  const members: [string, string][] = [];
  for (const { key, col, kind } of decoderOf(table)) {
    if (HIDDEN_COLUMNS.has(key) || (only && !only.includes(key))) continue;
    const ref = `${alias}."${col.name}"`;
    let value: string;
    if (money.has(key)) value = `${ref} / 100.0`;
    else if (kind === "real") value = `iif(${ref} is null, null, json(quote(${ref})))`;
    else if (col.columnType === "SQLiteBoolean")
      value = `iif(${ref} is null, null, ${jsonBool(`${ref} = 1`)})`;
    else if (col.columnType === "SQLiteTextJson")
      value = jsonColumnSql(
        ref,
        paths.filter((p) => p.startsWith(`${key}.`)).map((p) => p.slice(key.length + 1)),
      );
    else value = ref;
    members.push([key, value]);
  }
  return members;
}

/** `'key', expr` pairs of the row's API object (apiMembers), for json_object. */
export const apiPairsSql = (
  resource: string,
  table: SQLiteTable,
  alias: string,
  only?: readonly string[],
) =>
  apiMembers(resource, table, alias, only)
    .map(([key, value]) => `'${key}', ${value}`)
    .join(", ");

/** `json_object(...)` of apiPairsSql. */
export const apiObjectSql = (
  resource: string,
  table: SQLiteTable,
  alias: string,
  only?: readonly string[],
) => `json_object(${apiPairsSql(resource, table, alias, only)})`;

/** A JSON column as JSON, each money path (a number in cents) replaced by its euros; other values left as they are. */
function jsonColumnSql(ref: string, money: string[]): string {
  let sql = `json(${ref})`;
  for (const p of money) {
    // `->` gives the value as JSON (an object stays one); json_replace leaves a missing path missing.
    sql = `json_replace(${sql}, '$.${p}', iif(json_type(${ref}, '$.${p}') in ('integer', 'real'), (${ref} ->> '$.${p}') / 100.0, ${ref} -> '$.${p}'))`;
  }
  return sql;
}
