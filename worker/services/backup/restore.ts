import { fieldOf } from "../../lib/error-fields";
import { getTableColumns, sql } from "drizzle-orm";
import { clearResponseCaches, type Ports } from "../../ports";
import { ApiError, conflict, tooLarge } from "../../lib/errors";
import { TABLES, tableName } from "../../db/tables";
import { inTransaction } from "../transaction";
import { suspendreJournal } from "../journal/auteur";
import { schemaOf } from "./export";
import { isEmptyInstance } from "./empty";
import { renewSessionEpoch } from "../session-epoch";
import { readZip, ZipReadError } from "./zip-reader";
import { BUDGET_MSG, RESTORE_BUDGETS, type RestoreBudgets } from "./budgets";
import { isObjectKey } from "./entry-rules";
import { chunks } from "../../lib/chunks";
import { sha256 } from "../../lib/sha256";
import { LIST_PAGE_MAX } from "../../ports";
import { BACKUP_MAX_BYTES, FORMAT, MSG, OBJECTS_DIR, TABLES_DIR, TRANSIENT_TABLES } from "./format";
import type { End, Header, ObjectMeta, TableEntry } from "./format";

// POST /api/sauvegarde/restaurer: an archive of GET /api/sauvegarde into an empty instance. Every entry is checked
// before it is used: its name and key, its inflated size, ratio and JSON nesting while it is inflated (budgets.ts,
// zip-reader.ts), then its content. An object is written once its own entry has passed every check (its size and
// SHA-256 included); the rows go in one transaction once the whole archive has been read and checked. Anything
// wrong, a store failing midway included: every object written (or being written) is deleted again, and nothing
// else has changed.

const refused = (message: string) => new ApiError(400, "sauvegarde_invalide", message);
const ROWS_PER_INSERT = 100;
const decoder = new TextDecoder("utf-8", { fatal: true });

/** An entry's JSON object (its nesting already bounded by the reader); anything else is a damaged archive. */
function parse<T>(bytes: Uint8Array, message: string = MSG.damaged): T {
  let value: T;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    throw refused(message);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw refused(message);
  return value;
}
/** A stored value as SQLite takes it: a scalar, or a blob written `{ $base64 }`; anything else is damage. */
const fromJson = (v: unknown) => {
  if (v === null || ["string", "number", "boolean"].includes(typeof v)) return v;
  const base64 = fieldOf(v, "$base64");
  if (typeof base64 !== "string") throw refused(MSG.damaged);
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    throw refused(MSG.damaged);
  }
};
const isConstraintError = (e: unknown) =>
  /constraint failed/i.test(`${fieldOf(e, "message")} ${fieldOf(fieldOf(e, "cause"), "message")}`);

export interface RestoreResult {
  tables: number;
  rows: number;
  objects: number;
}

export async function restoreBackup(
  ports: Ports,
  body: ReadableStream<Uint8Array>,
  budgets: RestoreBudgets = RESTORE_BUDGETS,
): Promise<RestoreResult & { message: string }> {
  if (!(await isEmptyInstance(ports))) {
    await body.cancel().catch(() => {});
    throw conflict(MSG.notEmpty);
  }
  const written: string[] = [];
  try {
    const { tables, objects } = await readArchive(ports, body, written, budgets);
    const rows = await inTransaction(ports, async (tx) => {
      // Checked again under the write lock: two restores sent at once, or a record created meanwhile.
      if (!(await isEmptyInstance(tx))) throw conflict(MSG.notEmpty);
      // The archive's rows are not new writes, and its journal replaces this one's (ADR 029): triggers paused.
      await suspendreJournal(tx.db, true);
      const rows = await writeTables(tx, tables);
      await suspendreJournal(tx.db, false);
      // After the rows, in their transaction: every session opened before the restore ends with it.
      await renewSessionEpoch(tx);
      return rows;
    }).catch((e: unknown) => {
      // A link to a missing record (checked at the commit) or a duplicate: the archive's rows do not hold together.
      throw isConstraintError(e) ? refused(MSG.inconsistent) : e;
    });
    clearResponseCaches(ports);
    // The ledgers kept by payments (ADR 057) were another database's: the ids start again.
    ports.keptLedgers?.clear();
    return { tables: tables.length, rows, objects, message: MSG.done };
  } catch (e) {
    for (const keys of chunks(written, LIST_PAGE_MAX))
      await ports.files.deleteMany(keys).catch(() => {});
    throw e;
  }
}

/** Reads and checks the whole archive; stores each object once checked (its key pushed to `written` first). */
async function readArchive(
  ports: Ports,
  body: ReadableStream<Uint8Array>,
  written: string[],
  budgets: RestoreBudgets,
) {
  const here = await schemaOf(ports);
  const tables: TableEntry[] = [];
  const hashes = new Map<string, string>();
  // Read and checked (format, version, schema); the rest of it (application, date) only informs.
  let header: Partial<Header> | null = null;
  let end: End | null = null;
  let meta: ObjectMeta | null = null;
  let objects = 0;
  try {
    for await (const entry of readZip(body, budgets, BACKUP_MAX_BYTES)) {
      const kind = entry.rule.kind;
      if (!header) {
        // The first entry says what this is: anything else is refused before a byte is written.
        const h = kind === "header" ? parse<Partial<Header>>(entry.bytes, MSG.foreign) : null;
        if (
          h?.format !== FORMAT ||
          typeof h.version !== "number" ||
          typeof h.schema?.last !== "number"
        )
          throw refused(MSG.foreign);
        if (h.version > 1 || h.schema.last > here.last) throw refused(MSG.newer);
        header = h;
      } else if (end)
        throw refused(MSG.damaged); // nothing may follow the end
      else if (meta) {
        // An object's bytes follow its description, and must be exactly what was described.
        if (
          entry.name !== meta.key ||
          entry.bytes.length !== meta.size ||
          (await sha256(entry.bytes)) !== meta.sha256
        )
          throw refused(MSG.damaged);
        // Listed before the write: a store failing midway may have left part of it.
        written.push(meta.key);
        await ports.files.put(meta.key, entry.bytes, meta.contentType);
        objects++;
        meta = null;
      } else if (kind === "table") {
        const t = parse<TableEntry>(entry.bytes);
        if (
          typeof t.table !== "string" ||
          entry.name !== `${TABLES_DIR}${t.table}.json` ||
          !Array.isArray(t.columns) ||
          !Array.isArray(t.rows)
        )
          throw refused(MSG.damaged);
        hashes.set(t.table, await sha256(entry.bytes));
        tables.push(t);
      } else if (kind === "meta") {
        const m = parse<ObjectMeta>(entry.bytes);
        if (objects >= budgets.objects) throw refused(BUDGET_MSG.entries);
        if (
          !isObjectKey(m.key, budgets) ||
          entry.name !== `${OBJECTS_DIR}${m.key}.json` ||
          !Number.isSafeInteger(m.size) ||
          m.size < 0 ||
          typeof m.sha256 !== "string"
        )
          throw refused(MSG.damaged);
        meta = {
          key: m.key,
          size: m.size,
          sha256: m.sha256,
          contentType:
            typeof m.contentType === "string" ? m.contentType : "application/octet-stream",
        };
      } else if (kind === "end") end = parse<End>(entry.bytes);
      else throw refused(MSG.damaged);
    }
  } catch (e) {
    if (e instanceof ZipReadError) {
      if (e.reason === "tooLarge") throw tooLarge(MSG.tooLarge);
      if (e.reason === "budget" && e.budget) throw refused(BUDGET_MSG[e.budget]);
      throw refused(header ? MSG.damaged : MSG.foreign);
    }
    throw e;
  }
  if (!header) throw refused(MSG.foreign);
  // Complete: the end was read, and it names exactly the tables and objects read, unaltered.
  const listed = Object.entries(end?.tables ?? {});
  if (
    !end ||
    meta ||
    end.objects !== objects ||
    listed.length !== tables.length ||
    listed.some(([name, t]) => hashes.get(name) !== t.sha256)
  )
    throw refused(MSG.damaged);
  return { tables, objects };
}

/** Replaces every table's rows by the archive's (the empty instance's admin and tva go), parents first. */
async function writeTables(ports: Ports, entries: TableEntry[]): Promise<number> {
  const byName = new Map(entries.map((t) => [t.table, t]));
  const known = new Set(TABLES.map(tableName));
  if (entries.some((t) => !known.has(t.table))) throw refused(MSG.newer);
  // A cycle of foreign keys, if the schema ever has one, is checked at the commit instead of each insert.
  await ports.db.run(sql.raw("PRAGMA defer_foreign_keys = ON"));
  for (const t of [...TABLES].reverse())
    if (!TRANSIENT_TABLES.has(tableName(t)))
      await ports.db.run(sql.raw(`DELETE FROM "${tableName(t)}"`));
  let count = 0;
  for (const t of TABLES) {
    const entry = byName.get(tableName(t));
    if (!entry?.rows.length) continue;
    // Only the columns this schema has: an older backup's dropped column is left out, a new one takes its default.
    const here = new Set(Object.values(getTableColumns(t)).map((c) => c.name));
    const columns = entry.columns.map((c, i) => [c, i] as const).filter(([c]) => here.has(c));
    for (let at = 0; at < entry.rows.length; at += ROWS_PER_INSERT) {
      const rows = entry.rows.slice(at, at + ROWS_PER_INSERT);
      if (rows.some((r) => !Array.isArray(r) || r.length !== entry.columns.length))
        throw refused(MSG.damaged);
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${sql.join(
              columns.map(([, i]) => sql`${fromJson(r[i])}`),
              sql`, `,
            )})`,
        ),
        sql`, `,
      );
      await ports.db.run(
        sql`INSERT INTO ${sql.identifier(entry.table)} (${sql.join(
          columns.map(([c]) => sql.identifier(c)),
          sql`, `,
        )}) VALUES ${values}`,
      );
      count += rows.length;
    }
  }
  return count;
}
