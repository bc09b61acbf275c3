import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../db/schema";
import { isCentsColumn } from "../db/schema/_columns";
import { toCents, toEuros } from "../domain/money";

// Money held inside JSON columns (cents in the stored JSON, euros in the API), as dotted paths: the schema cannot
// say it. Money columns themselves are found from the schema (cents() columns).
const JSON_MONEY: Record<string, string[]> = {
  Dossier: ["encadrement.loyerReference", "encadrement.loyerReferenceMajore", "encadrement.montantBase", "encadrement.complementLoyer"],
};

const tables = schema as unknown as Record<string, SQLiteTable | undefined>;
const moneyCache = new Map<string, string[]>();
/** The money fields of a resource: its cents() columns, then its JSON money paths. */
export function moneyFields(resource: string): string[] {
  let fields = moneyCache.get(resource);
  if (!fields) {
    const table = tables[resource];
    const columns = table ? (Object.entries(getTableColumns(table)) as [string, SQLiteColumn][]) : [];
    fields = [...columns.filter(([, col]) => isCentsColumn(col)).map(([key]) => key), ...(JSON_MONEY[resource] ?? [])];
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

export const toApiList = (resource: string, rows: Record<string, unknown>[]) => rows.map((r) => toApi(resource, r));

/** Validated API input -> database values: cents for money. */
export function fromApi(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const p of moneyFields(resource)) mapPath(out, p, toCents);
  return out;
}
