import { cheminSur } from "../../domain/archives/nom-archive";
import { Zip, ZipDeflate } from "fflate";
import { getTableColumns, sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import { today } from "../../lib/dates";
import { sha256 } from "../../lib/sha256";
import { TABLES, tableName } from "../../db/tables";
import {
  END,
  FORMAT,
  HEADER,
  OBJECTS_DIR,
  OBJECT_PREFIX,
  TABLES_DIR,
  TRANSIENT_TABLES,
  VERSION,
  encodeJson,
} from "./format";
import type { End, Header, ObjectMeta, Schema, TableEntry } from "./format";

// GET /api/sauvegarde: the whole instance as one zip, streamed (format.ts). The tables are read in one transaction,
// so the archive is one consistent state; the objects are then read one at a time, never all in memory.

const CHUNK = 64 * 1024;
const BACKUP_COLUMNS = TABLES.filter((t) => !TRANSIENT_TABLES.has(tableName(t))).map((t) => ({
  name: tableName(t),
  columns: Object.values(getTableColumns(t)).map((c) => c.name),
}));

/** The migrations applied to the database: a backup is restored on the same schema or a later one. */
export async function schemaOf(ports: Ports): Promise<Schema> {
  const [row] = await ports.db.values<[number, number | null]>(
    sql.raw(`SELECT count(*), max(created_at) FROM "__drizzle_migrations"`),
  );
  return { migrations: Number(row?.[0] ?? 0), last: Number(row?.[1] ?? 0) };
}

/** A stored value as JSON can carry it: a blob becomes { $base64 } (no table has one today). */
function toJson(v: unknown) {
  if (!(v instanceof ArrayBuffer || v instanceof Uint8Array)) return v;
  let text = "";
  for (const b of new Uint8Array(v)) text += String.fromCharCode(b);
  return { $base64: btoa(text) };
}

async function readTables(ports: Ports): Promise<TableEntry[]> {
  return ports.db.transaction(async (tx) => {
    const out: TableEntry[] = [];
    for (const { name, columns } of BACKUP_COLUMNS) {
      const rows = await tx.values<unknown[]>(
        sql.raw(`SELECT ${columns.map((c) => `"${c}"`).join(", ")} FROM "${name}" ORDER BY rowid`),
      );
      // libSQL rows are array-like, not arrays.
      out.push({ table: name, columns, rows: rows.map((r) => Array.from(r, toJson)) });
    }
    return out;
  });
}

type Entry = { name: string; bytes: Uint8Array; level: 0 | 6 };

/** The archive's entries, in order; an object is read when its turn comes. */
async function* entries(ports: Ports): AsyncGenerator<Entry> {
  const [schema, tables] = await Promise.all([schemaOf(ports), readTables(ports)]);
  const header: Header = {
    format: FORMAT,
    version: VERSION,
    application: ports.config.version,
    createdAt: ports.clock.now().toISOString(),
    schema,
  };
  yield { name: HEADER, bytes: encodeJson(header), level: 6 };
  const end: End = { tables: {}, objects: 0 };
  for (const t of tables) {
    const bytes = encodeJson(t);
    end.tables[t.table] = { rows: t.rows.length, sha256: await sha256(bytes) };
    yield { name: `${TABLES_DIR}${t.table}.json`, bytes, level: 6 };
  }
  const keys: string[] = [];
  for await (const o of ports.files.list(OBJECT_PREFIX)) {
    // Our keys are safe names (files/<folder>/<uuid>.<ext>); one that is not could escape the folder of whoever
    // unpacks the archive, and the restore would refuse it: left out, and said in the log.
    if (cheminSur(o.key)) keys.push(o.key);
    else
      ports.log?.(
        `sauvegarde : objet ${JSON.stringify(o.key)} laissé hors de l'archive (nom non sûr)`,
      );
  }
  for (const key of keys.sort()) {
    const stored = await ports.files.get(key);
    if (!stored) continue; // deleted since the listing (its row went with it, after the tables were read)
    const bytes =
      stored.body instanceof Uint8Array
        ? stored.body
        : new Uint8Array(await new Response(stored.body).arrayBuffer());
    const meta: ObjectMeta = {
      key,
      contentType: stored.contentType,
      size: bytes.length,
      sha256: await sha256(bytes),
    };
    yield { name: `${OBJECTS_DIR}${key}.json`, bytes: encodeJson(meta), level: 6 };
    // Documents and images are compressed already: stored as is, inside a deflate stream the reader can delimit.
    yield { name: key, bytes, level: 0 };
    end.objects++;
  }
  yield { name: END, bytes: encodeJson(end), level: 6 };
}

/** The backup as a stream: each pull adds one entry, so a slow download reads the store no faster than it goes. */
export function backupArchive(ports: Ports): ReadableStream<Uint8Array> {
  const source = entries(ports);
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, data, final) => {
        if (err) return controller.error(err);
        controller.enqueue(data);
        if (final) controller.close();
      });
    },
    async pull(controller) {
      try {
        const next = await source.next();
        if (next.done) return zip.end();
        const { name, bytes, level } = next.value;
        const file = new ZipDeflate(name, { level });
        zip.add(file);
        if (!bytes.length) file.push(bytes, true);
        for (let at = 0; at < bytes.length; at += CHUNK)
          file.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
      } catch (e) {
        // Headers are sent: the download is cut, and the archive, without its fin.json, is refused by a restore.
        (ports.log ?? console.error)("[sauvegarde]", e);
        controller.error(e);
      }
    },
    cancel() {
      void source.return(undefined);
    },
  });
}

/** "sauvegarde-patrimoine-2026-11-21.zip", the Paris day. */
export const backupFileName = (ports: Ports) => `sauvegarde-patrimoine-${today(ports.clock)}.zip`;
