import { getTableColumns, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../db/schema";
import { isCentsColumn } from "../db/schema/_columns";
import { decoderOf } from "../speed/sql-json/json-select";
import { toCents, toEuros } from "../domain/money";
import type { HiddenColumn, IdRow } from "./resource-def";
import { present } from "../domain/present";

// Money held inside JSON columns (cents in the stored JSON, euros in the API), as dotted paths: the schema cannot
// say it. Money columns themselves are found from the schema (cents() columns).
const JSON_MONEY: Record<string, string[]> = {
  Dossier: [
    "encadrement.loyerReference",
    "encadrement.loyerReferenceMajore",
    "encadrement.montantBase",
    "encadrement.complementLoyer",
  ],
};

/** The schema's tables by their export name (the resource's name). */
const tables = new Map(
  Object.entries<unknown>(schema).flatMap(([name, v]) =>
    is(v, SQLiteTable) ? [[name, v] as const] : [],
  ),
);
const moneyCache = new Map<string, string[]>();
/** The money fields of a resource: its cents() columns, then its JSON money paths. */
export function moneyFields(resource: string): string[] {
  let fields = moneyCache.get(resource);
  if (!fields) {
    const table = tables.get(resource);
    const columns = table ? Object.entries(getTableColumns(table)) : [];
    fields = [
      ...columns.filter(([, col]) => isCentsColumn(col)).map(([key]) => key),
      ...(JSON_MONEY[resource] ?? []),
    ];
    moneyCache.set(resource, fields);
  }
  return fields;
}

// Columns that never leave the server.
// The TOTP secret and its last step never leave the server (the set-up answers the secret once).
// tokenVersion only serves to refuse tokens older than a password reset: nobody needs to read it.
export const HIDDEN_COLUMNS: ReadonlySet<string> = new Set<HiddenColumn>([
  "passwordHash",
  "cle",
  "tokenVersion",
  "totpSecret",
  "totpDernierPas",
]);

function mapPath(obj: Record<string, unknown>, path: string, fn: (n: number) => number) {
  const [head = "", ...rest] = path.split(".");
  const v = obj[head];
  if (rest.length === 0) {
    if (typeof v === "number") obj[head] = fn(v);
  } else if (v && typeof v === "object") {
    const copy: Record<string, unknown> = { ...v };
    mapPath(copy, rest.join("."), fn);
    obj[head] = copy;
  }
}

/** Database row -> API object: euros for money, secrets removed. */
export function toApi(resource: string, row: IdRow): IdRow {
  // id is every table's first column (db/schema), so the answer's key order is the row's.
  const out: IdRow = { id: row.id };
  for (const k in row) if (!HIDDEN_COLUMNS.has(k)) out[k] = row[k];
  for (const p of moneyFields(resource)) mapPath(out, p, toEuros);
  return out;
}

type Reader = (values: unknown[]) => IdRow;
const readers = new Map<string, Reader>();
/**
 * A list row as SQLite's `jsonArraySql` sends it (values by column position) -> the same object as
 * `toApi(resource, row)` of drizzle's decoded row, in one pass: no intermediate row, hidden columns never copied,
 * cents turned into euros on the way. The key order is the table's, as toApi keeps it.
 */
export function apiRowReader(resource: string, table: SQLiteTable): Reader {
  let read = readers.get(resource);
  if (read) return read;
  const money = new Set(moneyFields(resource));
  const jsonMoney = JSON_MONEY[resource] ?? [];
  const cols = decoderOf(table)
    .map(({ key, col, kind }, index) => ({
      key,
      col,
      index,
      kind: money.has(key) ? "money" : kind,
    }))
    .filter((c) => !HIDDEN_COLUMNS.has(c.key));
  const idCol = cols.find((c) => c.key === "id");
  read = (values) => {
    // id is every table's first column, an integer (Number() keeps it as it is): the key order is the table's.
    const out: IdRow = { id: Number(values[present(idCol, "colonne id").index]) };
    for (const { key, col, index, kind } of cols) {
      const v = values[index];
      out[key] =
        v == null
          ? null
          : kind === "plain"
            ? v
            : kind === "money"
              ? typeof v === "number"
                ? toEuros(v)
                : v
              : kind === "real"
                ? Number(v)
                : col.mapFromDriverValue(v);
    }
    for (const p of jsonMoney) mapPath(out, p, toEuros);
    return out;
  };
  readers.set(resource, read);
  return read;
}

export const toApiList = (resource: string, rows: IdRow[]) => rows.map((r) => toApi(resource, r));

/** Validated API input -> database values: cents for money. */
export function fromApi<R extends Record<string, unknown>>(resource: string, data: R): R {
  const out = { ...data };
  for (const p of moneyFields(resource)) mapPath(out, p, toCents);
  return out;
}
