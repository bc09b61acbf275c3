import { getTableName, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Ports } from "../ports";

// The version of a list (ADR 017): what the edge keys its cached answers and ETags by. Every write bumps its table's
// counter in DataVersion in its own transaction (SQLite triggers, migrations/0009_data_version_triggers.sql), so a
// version read with or before a list's rows never names rows older than a committed write.

/** One statement text per set of tables, built once. */
const statements = new Map<string, string>();

function statementFor(tables: readonly SQLiteTable[] | undefined): string {
  const names = tables?.map(getTableName).sort() ?? [];
  const key = names.join();
  let text = statements.get(key);
  if (!text) {
    // The names are the schema's own table names, never the caller's input.
    const which = tables ? `in (${names.map((n) => `'${n}'`).join(", ")})` : `<> ''`;
    // The counters only grow: their sum changes with any of them. The epoch (row "") tells two databases apart.
    text = `select (select cast("n" as text) from "DataVersion" where "resource" = '') || '.' || (select coalesce(sum("n"), 0) from "DataVersion" where "resource" ${which}) as v`;
    statements.set(key, text);
  }
  return text;
}

/**
 * The version of what a list reads, `tables` (every counted table when absent), as text; undefined on a database
 * without counters (not yet migrated): such a list is never cached. A read: on the edge it rides with the request's
 * session check and whatever reads are issued with it.
 */
export async function listVersion(
  ports: Ports,
  tables?: readonly SQLiteTable[],
): Promise<string | undefined> {
  const [row] = await ports.db.values<[string | null]>(sql.raw(statementFor(tables)));
  return row?.[0] ?? undefined;
}
