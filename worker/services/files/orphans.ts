import { getTableColumns, sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import { TABLES, tableName } from "../../db/tables";
import { chunks } from "../../lib/chunks";
import { nombreDe } from "../../domain/francais/pluriel";

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
 * Of `keys`, those some row references (by key or by /files/ URL): one query, whatever the number of rows, that
 * reads each text column once and returns at most `keys.length` rows (the paged sweep never loads every key).
 */
export async function referencedAmong(ports: Ports, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const terms = TEXT_COLUMNS.map(
    ([t, c]) => `SELECT "${c}" AS v FROM "${t}" WHERE "${c}" IN (SELECT v FROM k)`,
  );
  // SQLite takes at most 500 terms in one compound SELECT: groups of 200, each a subquery of the outer one.
  const groups = chunks(terms, 200).map((g) => `SELECT v FROM (${g.join(" UNION ALL ")})`);
  const rows = await ports.db.all<{ v: string }>(
    sql`WITH p(j) AS (SELECT ${JSON.stringify(keys)}),
      k(v) AS (SELECT value FROM p, json_each(p.j) UNION ALL SELECT '/' || value FROM p, json_each(p.j))
      SELECT DISTINCT ltrim(v, '/') AS v FROM (${sql.raw(groups.join(" UNION ALL "))})`,
  );
  return new Set(rows.map((r) => r.v));
}

/**
 * The DataVersion row holding the data's version when the daily job's last sweep ended (issue 43): with no write
 * since, no row stopped referencing an object, so the next day's job has no orphans to look for. An object orphaned
 * during a sweep, on a page already looked at, waits for the sweep after the next write.
 */
export const ORPHELINS_MARQUE = "orphelins";

/**
 * The data's version as the sweep sees it: the sum of the write counters of the tables whose rows may hold a key.
 * Not the epoch, the sessions' or the marker's own; nor the outbox's (its attachments are named, never stored) or
 * the journal's (its lines follow the writes counted already), which the job's own mails would move every day.
 */
export const versionDesDonnees = sql`(select coalesce(sum("n"), 0) from "DataVersion"
  where "resource" not in ('', 'sessions', 'Outbox', 'Journal', ${ORPHELINS_MARQUE}))`;

/** The statement the sweep's last page writes: the data's version, which the daily job's read compares with. */
export const marquerBalayage = (ports: Ports) =>
  ports.db.run(sql`insert into "DataVersion" ("resource", "n") values (${ORPHELINS_MARQUE}, ${versionDesDonnees})
    on conflict ("resource") do update set "n" = excluded."n"`);

/** Where the sweep lists: the app's objects. */
const SWEPT = "files/";

/**
 * One page of the sweep (the daily job's `orphelins` message, ADR 015): one listing page from `cursor`, its keys
 * checked in one query, its orphans written before `before` removed in one delete. A later object may be an upload
 * whose row is on its way (objects are stored first, rows written after). `cursor`: the next page's, if any.
 */
export async function sweepOrphanPage(
  ports: Ports,
  before: Date,
  cursor?: string,
): Promise<{ removed: number; cursor?: string }> {
  const page = await ports.files.listPage(SWEPT, cursor);
  const old = page.objects.filter((o) => o.uploaded < before).map((o) => o.key);
  const used = await referencedAmong(ports, old);
  const orphans = old.filter((k) => !used.has(k));
  if (orphans.length) {
    await ports.files.deleteMany(orphans);
    (ports.log ?? console.log)(`[fichiers orphelins] ${nombreDe(orphans.length, "supprimé")}`);
  }
  return { removed: orphans.length, cursor: page.cursor };
}

/** The whole sweep, page after page (Node's start): returns how many objects went. */
export async function sweepOrphans(ports: Ports, before: Date): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await sweepOrphanPage(ports, before, cursor);
    removed += page.removed;
    cursor = page.cursor;
  } while (cursor);
  return removed;
}
