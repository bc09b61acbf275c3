import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../db/schema";
import { isCentsColumn } from "../db/schema/_columns";
import { decoderOf } from "../speed/sql-json/json-select";
import { toCents, toEuros } from "../domain/money";

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

const tables = schema as unknown as Record<string, SQLiteTable | undefined>;
const moneyCache = new Map<string, string[]>();
/** The money fields of a resource: its cents() columns, then its JSON money paths. */
export function moneyFields(resource: string): string[] {
  let fields = moneyCache.get(resource);
  if (!fields) {
    const table = tables[resource];
    const columns = table
      ? (Object.entries(getTableColumns(table)) as [string, SQLiteColumn][])
      : [];
    fields = [
      ...columns.filter(([, col]) => isCentsColumn(col)).map(([key]) => key),
      ...(JSON_MONEY[resource] ?? []),
    ];
    moneyCache.set(resource, fields);
  }
  return fields;
}

// Columns that never leave the server.
// tokenVersion only serves to refuse tokens older than a password reset: nobody needs to read it.
export const HIDDEN_COLUMNS: ReadonlySet<string> = new Set(["passwordHash", "cle", "tokenVersion"]);

function mapPath(obj: Record<string, unknown>, path: string, fn: (n: number) => number) {
  const [head, ...rest] = path.split(".");
  const v = obj[head!];
  if (rest.length === 0) {
    if (typeof v === "number") obj[head!] = fn(v);
  } else if (v && typeof v === "object") {
    const copy = { ...(v as Record<string, unknown>) };
    mapPath(copy, rest.join("."), fn);
    obj[head!] = copy;
  }
}

/** Database row -> API object: euros for money, secrets removed. */
export function toApi(resource: string, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in row) if (!HIDDEN_COLUMNS.has(k)) out[k] = row[k];
  for (const p of moneyFields(resource)) mapPath(out, p, toEuros);
  return out;
}

type Reader = (values: unknown[]) => Record<string, unknown>;
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
  read = (values) => {
    const out: Record<string, unknown> = {};
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

export const toApiList = (resource: string, rows: Record<string, unknown>[]) =>
  rows.map((r) => toApi(resource, r));

/** Validated API input -> database values: cents for money. */
export function fromApi(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const p of moneyFields(resource)) mapPath(out, p, toCents);
  return out;
}
