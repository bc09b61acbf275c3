import { fieldOf } from "../../lib/error-fields";
import { getTableColumns, sql } from "drizzle-orm";
import { clearResponseCaches, type Ports } from "../../ports";
import { ApiError, conflict, tooLarge } from "../../lib/errors";
import { TABLES, tableName } from "../../db/tables";
import { inTransaction } from "../transaction";
import { schemaOf } from "./export";
import { isEmptyInstance } from "./empty";
import { renewSessionEpoch } from "../session-epoch";
import { readZip, ZipReadError } from "./zip-reader";
import {
  BACKUP_MAX_BYTES,
  END,
  FORMAT,
  HEADER,
  MSG,
  OBJECTS_DIR,
  OBJECT_PREFIX,
  TABLES_DIR,
  TRANSIENT_TABLES,
  sha256,
} from "./format";
import type { End, Header, ObjectMeta, TableEntry } from "./format";

// POST /api/sauvegarde/restaurer: an archive of GET /api/sauvegarde into an empty instance. The objects are written
// to the store as they arrive, each checked against its SHA-256; the rows go in one transaction once the whole
// archive has been read and checked. Anything wrong: the objects written are deleted again, and nothing else has
// changed.

const refused = (message: string) => new ApiError(400, "sauvegarde_invalide", message);
const LIMITS = { total: BACKUP_MAX_BYTES, entry: 512 * 1024 ** 2 };
const ROWS_PER_INSERT = 100;
const decoder = new TextDecoder("utf-8", { fatal: true });

function parse<T>(bytes: Uint8Array): T {
  try {
    const value: T = JSON.parse(decoder.decode(bytes));
    return value;
  } catch {
    throw refused(MSG.damaged);
  }
}
const fromJson = (v: unknown) => {
  const base64 = fieldOf(v, "$base64");
  return typeof base64 === "string" ? Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)) : v;
};
const isConstraintError = (e: unknown) =>
  /constraint failed/i.test(`${fieldOf(e, "message")} ${fieldOf(fieldOf(e, "cause"), "message")}`);
const isObjectKey = (k: unknown): k is string =>
  typeof k === "string" &&
  k.startsWith(OBJECT_PREFIX) &&
  !k.split("/").includes("..") &&
  !k.includes("\\");

export interface RestoreResult {
  tables: number;
  rows: number;
  objects: number;
}

export async function restoreBackup(
  ports: Ports,
  body: ReadableStream<Uint8Array>,
): Promise<RestoreResult & { message: string }> {
  if (!(await isEmptyInstance(ports))) {
    await body.cancel().catch(() => {});
    throw conflict(MSG.notEmpty);
  }
  const written: string[] = [];
  try {
    const { tables, objects } = await readArchive(ports, body, written);
    const rows = await inTransaction(ports, async (tx) => {
      // Checked again under the write lock: two restores sent at once, or a record created meanwhile.
      if (!(await isEmptyInstance(tx))) throw conflict(MSG.notEmpty);
      const rows = await writeTables(tx, tables);
      // After the rows, in their transaction: every session opened before the restore ends with it.
      await renewSessionEpoch(tx);
      return rows;
    }).catch((e: unknown) => {
      // A link to a missing record (checked at the commit) or a duplicate: the archive's rows do not hold together.
      throw isConstraintError(e) ? refused(MSG.inconsistent) : e;
    });
    clearResponseCaches(ports);
    return { tables: tables.length, rows, objects, message: MSG.done };
  } catch (e) {
    await Promise.all(written.map((key) => ports.files.delete(key).catch(() => {})));
    throw e;
  }
}

/** Reads and checks the whole archive; stores each object as it comes (its key pushed to `written`). */
async function readArchive(ports: Ports, body: ReadableStream<Uint8Array>, written: string[]) {
  const here = await schemaOf(ports);
  const tables: TableEntry[] = [];
  const hashes = new Map<string, string>();
  // Read and checked (format, version, schema); the rest of it (application, date) only informs.
  let header: Partial<Header> | null = null;
  let end: End | null = null;
  let meta: ObjectMeta | null = null;
  let objects = 0;
  try {
    for await (const entry of readZip(body, LIMITS)) {
      if (!header) {
        // The first entry says what this is: anything else is refused before a byte is written.
        const h = entry.name === HEADER ? parse<Partial<Header>>(entry.bytes) : null;
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
        await ports.files.put(meta.key, entry.bytes, meta.contentType);
        written.push(meta.key);
        objects++;
        meta = null;
      } else if (entry.name.startsWith(TABLES_DIR)) {
        const t = parse<TableEntry>(entry.bytes);
        if (
          entry.name !== `${TABLES_DIR}${t.table}.json` ||
          !Array.isArray(t.columns) ||
          !Array.isArray(t.rows)
        )
          throw refused(MSG.damaged);
        hashes.set(t.table, await sha256(entry.bytes));
        tables.push(t);
      } else if (entry.name.startsWith(OBJECTS_DIR)) {
        const m = parse<ObjectMeta>(entry.bytes);
        if (
          !isObjectKey(m.key) ||
          entry.name !== `${OBJECTS_DIR}${m.key}.json` ||
          typeof m.size !== "number" ||
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
      } else if (entry.name === END) end = parse<End>(entry.bytes);
      else throw refused(MSG.damaged);
    }
  } catch (e) {
    if (e instanceof ZipReadError)
      throw e.reason === "tooLarge"
        ? tooLarge(MSG.tooLarge)
        : refused(header ? MSG.damaged : MSG.foreign);
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
