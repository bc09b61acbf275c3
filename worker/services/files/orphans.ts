import { getTableColumns, sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import { TABLES, tableName } from "../../db/tables";

// A stored object is referenced by a row that holds its key ("files/...") or its URL ("/files/...") in a text
// column, whatever the table: uploads, generated documents, receipts. An object no row references is an orphan: a
// crash between storing it and writing its row, or between a delete's commit and the object's removal.

/** Every (table, text column) pair: where a key may be written. */
const TEXT_COLUMNS = TABLES.flatMap((t) =>
  Object.values(getTableColumns(t))
    .filter((c) => c.dataType === "string")
    .map((c) => [tableName(t), c.name] as const),
);

/** The keys of every stored object some row references. */
export async function referencedKeys(ports: Ports): Promise<Set<string>> {
  const parts = TEXT_COLUMNS.map(
    ([t, c]) =>
      `SELECT "${c}" AS v FROM "${t}" WHERE "${c}" LIKE 'files/%' OR "${c}" LIKE '/files/%'`,
  );
  const keys = new Set<string>();
  // SQLite takes at most 500 terms in one compound SELECT.
  for (let i = 0; i < parts.length; i += 200) {
    const rows = await ports.db.all<{ v: string }>(
      sql.raw(parts.slice(i, i + 200).join(" UNION ALL ")),
    );
    for (const r of rows) keys.add(r.v.replace(/^\/+/, ""));
  }
  return keys;
}

/**
 * Removes the objects no row references, written before `before`: a later one may be an upload whose row is on its
 * way (objects are stored first, rows written after). Returns how many went.
 */
export async function sweepOrphans(ports: Ports, before: Date): Promise<number> {
  const used = await referencedKeys(ports);
  const orphans: string[] = [];
  for await (const o of ports.files.list("files/"))
    if (!used.has(o.key) && o.uploaded < before) orphans.push(o.key);
  for (const key of orphans) await ports.files.delete(key);
  if (orphans.length)
    (ports.log ?? console.log)(`[fichiers orphelins] ${orphans.length} supprimé(s)`);
  return orphans.length;
}
