import { getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Client } from "@libsql/client";
import * as schema from "../../worker/db/schema";
import type { createApp } from "../../worker/app";

// What the app registers, read from the app itself: a route or a table added later is covered without an edit.

/** Every route an app answers, as "METHOD /path" (middleware entries excluded). */
export const routesOf = (app: ReturnType<typeof createApp>) => [
  ...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`)),
];

/** The names of every table exported by worker/db/schema. */
export const TABLE_NAMES: string[] = (Object.values(schema) as unknown[])
  .filter((v): v is SQLiteTable => is(v, SQLiteTable))
  .map((t) => getTableName(t));

const statements = new WeakMap<Client, Map<string, string>>();

/**
 * Every row of every table (but `exclude`), as one text per table, read in one statement: two equal snapshots mean
 * nothing was written in between.
 */
export async function snapshotTables(
  client: Client,
  exclude: readonly string[] = [],
): Promise<Record<string, string>> {
  // JournalAuteur is the writer's scratch row (ADR 029): every write the database client sends names its writer
  // there first, even a write that then changes nothing (an unknown user's reset); it holds no data.
  const names = TABLE_NAMES.filter((n) => !exclude.includes(n) && n !== "JournalAuteur");
  const key = names.join();
  let statement = statements.get(client)?.get(key);
  if (!statement) {
    const parts: string[] = [];
    for (const name of names) {
      const cols = (await client.execute(`SELECT name FROM pragma_table_info('${name}')`)).rows.map(
        (r) => `quote("${String(r.name)}")`,
      );
      parts.push(
        `(SELECT group_concat(${cols.join(" || ',' || ")}, char(10)) FROM (SELECT * FROM "${name}" ORDER BY rowid))`,
      );
    }
    statement = `SELECT ${parts.join(", ")}`;
    if (!statements.has(client)) statements.set(client, new Map());
    statements.get(client)!.set(key, statement);
  }
  const [row] = (await client.execute(statement)).rows;
  return Object.fromEntries(names.map((n, i) => [n, String(row?.[i] ?? "")]));
}

/** The tables whose contents differ between two snapshots. */
export const changedTables = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).filter((k) => a[k] !== b[k]);
