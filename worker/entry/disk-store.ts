import { fieldOf } from "../lib/error-fields";
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { type Dirent, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { LIST_PAGE_MAX, type FileStore, type ListedPage, type StoredObject } from "../ports";
import { storageFull } from "../lib/errors";

// A file being written has this suffix until it is complete: a crash (SIGKILL, power cut) mid-write never leaves a
// half file under its key, only a temporary one, which the listing reports so that the orphan sweep removes it.
const TEMP = ".tmp-";
const TYPE = ".type";
const INVALID_KEY = "clé de fichier invalide";
const NOTHING_THERE = ["ENOENT", "EISDIR", "ENOTDIR", "ENAMETOOLONG"];
const isDiskFull = (e: unknown) => ["ENOSPC", "EDQUOT"].includes(String(fieldOf(e, "code")));
/**
 * A body up to this size is written with synchronous calls: a month's receipts are 1,000 puts of ~35 kB, and each
 * of fs/promises' steps (mkdir, open, write, close, the .type file, rename) is a hop to the thread pool and back.
 * Those hops cost more CPU than the writes (about 2 ms a receipt, on the main thread and the pool's, measured with
 * the receipts' bench), and a 1 MB write to a local disk holds the event loop well under a millisecond. Larger
 * bodies keep the asynchronous way.
 */
const SYNC_PUT_MAX = 1024 * 1024;
/**
 * The content type a key's extension stands for: such an object gets no .type file (the generated documents, all
 * PDFs). Creating a file is the dear part of a write on the disks measured (~0.35 ms of system time each, the
 * body's bytes nearly free), and a receipt made two of them.
 */
const IMPLIED_TYPES: Record<string, string> = { pdf: "application/pdf" };
const impliedType = (key: string): string | undefined =>
  IMPLIED_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()];

/**
 * The Node file store: objects under a folder, with a sidecar .type file holding the content type, unless the key's
 * extension says it (IMPLIED_TYPES).
 */
export function diskStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(join(base, key));
    if (!p.startsWith(base + sep)) throw new Error(INVALID_KEY);
    return p;
  };
  const remove = async (key: string) => {
    const p = pathOf(key);
    await rm(p, { force: true });
    await rm(p + TYPE, { force: true });
  };
  /** Writes the object to a temporary file with `write`, then renames it to its key: all or nothing. */
  const written = async (
    key: string,
    contentType: string,
    write: (temp: string) => Promise<void>,
  ) => {
    const p = pathOf(key);
    const temp = `${p}${TEMP}${crypto.randomUUID()}`;
    try {
      await mkdir(dirname(p), { recursive: true });
      await write(temp);
      if (impliedType(key) === contentType) await rm(p + TYPE, { force: true });
      else await writeFile(p + TYPE, contentType);
      await rename(temp, p); // atomic: the key holds the whole file or nothing
    } catch (e) {
      await rm(temp, { force: true }).catch(() => {});
      // A full disk is the operator's to fix, and says so (507); any other failure is the app's 503 (lib/faults.ts).
      throw isDiskFull(e) ? storageFull(e) : e;
    }
  };
  /**
   * The folders this store has made or found: a month's receipts all go to one, and `mkdirSync` with `recursive`
   * cost ~40 µs a put for nothing (ADR 152). A folder removed since (by hand) is made again on the write's ENOENT.
   */
  const folders = new Set<string>();
  const writeIn = (temp: string, bytes: Uint8Array) => {
    const folder = dirname(temp);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    try {
      writeFileSync(temp, bytes);
    } catch (e) {
      if (fieldOf(e, "code") !== "ENOENT") throw e;
      mkdirSync(folder, { recursive: true });
      writeFileSync(temp, bytes);
    }
    folders.add(folder);
  };
  /** `written`'s steps, synchronous: for a body small enough (SYNC_PUT_MAX). */
  const writtenNow = (key: string, contentType: string, bytes: Uint8Array) => {
    const p = pathOf(key);
    const temp = `${p}${TEMP}${crypto.randomUUID()}`;
    try {
      writeIn(temp, bytes);
      // A .type file a former object left under this key would otherwise speak for this one. Asked first: a new
      // key has none, and `rmSync` with `force` cost ~5 times the check (its checks, then lstat).
      if (impliedType(key) === contentType) {
        if (existsSync(p + TYPE)) rmSync(p + TYPE, { force: true });
      } else writeFileSync(p + TYPE, contentType);
      renameSync(temp, p);
    } catch (e) {
      try {
        rmSync(temp, { force: true });
      } catch {
        // The write's own error is the one to report; a temporary left behind is swept as an orphan.
      }
      throw isDiskFull(e) ? storageFull(e) : e;
    }
  };
  return {
    async put(key, bytes, contentType) {
      if (bytes.byteLength <= SYNC_PUT_MAX) return writtenNow(key, contentType, bytes);
      return written(key, contentType, (temp) => writeFile(temp, bytes));
    },
    async putStream(key, body, contentType) {
      let size = 0;
      // Chunk by chunk, each written before the next is read: memory holds one chunk whatever the file's size.
      await written(key, contentType, async (temp) => {
        const file = await open(temp, "w");
        const reader = body.getReader();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            await file.write(value);
            size += value.byteLength;
          }
        } catch (e) {
          await reader.cancel(e).catch(() => {});
          throw e;
        } finally {
          await file.close();
        }
      });
      return size;
    },
    async get(key) {
      try {
        const p = pathOf(key);
        // The body read whole is its size: no `stat` beside it (one trip to the thread pool less a document, 1,000
        // in a month's zip).
        const [body, type] = await Promise.all([
          readFile(p),
          readFile(p + TYPE, "utf8").catch(() => impliedType(key) ?? "application/octet-stream"),
        ]);
        return { body: new Uint8Array(body), contentType: type, size: body.byteLength };
      } catch (e) {
        // A key that names nothing (or a folder, or escapes the store) is missing; a failing disk is an error.
        if (e instanceof Error && e.message === INVALID_KEY) return null;
        if (NOTHING_THERE.includes(String(fieldOf(e, "code")))) return null;
        throw e;
      }
    },
    delete: remove,
    async deleteMany(keys) {
      for (const key of keys) await remove(key);
    },
    async *list(prefix = "") {
      yield* walk(base, prefix, false);
    },
    // A folder has no listing cursor: the whole walk, sorted by key, from the first key after `cursor` (the last
    // key of the previous page). Node counts no subrequests; the pages keep the sweep's steps the edge's. Only the
    // orphan sweep pages: a folder it cannot read is skipped.
    async listPage(prefix, cursor, limit) {
      const all: StoredObject[] = [];
      for await (const o of walk(base, prefix, true)) all.push(o);
      return pageOf(all, cursor, limit);
    },
  };
}

/**
 * The objects under `base`: complete files, temporary ones, and a .type left without its file (by a crash). The
 * walk keeps its own list of folders still to read (no recursion: a tree 1,800 folders deep, written by a hostile
 * restore before keys were checked, once overflowed the stack of every start's sweep). A folder it cannot read is
 * skipped with a log line when `skipUnreadable` (the orphan sweep: skipping only deletes less); the backup's
 * listing throws instead, so that an archive is never silently short of an object.
 */
async function* walk(
  base: string,
  prefix: string,
  skipUnreadable: boolean,
): AsyncGenerator<StoredObject> {
  const folders = [base];
  for (let dir = folders.pop(); dir !== undefined; dir = folders.pop()) {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      if (fieldOf(e, "code") === "ENOENT") continue;
      if (!skipUnreadable) throw e;
      console.warn(
        `[fichiers] dossier illisible ignoré (${String(fieldOf(e, "code"))}) : ${dir.slice(0, 200)}`,
      );
      continue;
    }
    yield* filesOf(base, dir, entries, prefix, folders);
  }
}

/** One folder's objects; its subfolders under `prefix` are pushed on `folders` for the walk to read. */
async function* filesOf(
  base: string,
  dir: string,
  entries: Dirent[],
  prefix: string,
  folders: string[],
): AsyncGenerator<StoredObject> {
  const names = new Set(entries.map((e) => e.name));
  const files: { key: string; path: string }[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const key = relative(base, path).split(sep).join("/");
    if (entry.isDirectory()) {
      if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) folders.push(path);
      continue;
    }
    if (entry.name.endsWith(TYPE) && names.has(entry.name.slice(0, -TYPE.length))) continue;
    const objectKey = entry.name.endsWith(TYPE) ? key.slice(0, -TYPE.length) : key;
    if (objectKey.startsWith(prefix)) files.push({ key: objectKey, path });
  }
  // A folder's files are stat'ed together (the thread pool runs them side by side): one at a time, the start-up
  // orphan sweep over a month of receipts cost ~75 ms of the server's first answer.
  for (let i = 0; i < files.length; i += 512) {
    const batch = files.slice(i, i + 512);
    const stats = await Promise.all(
      batch.map(async (f) => ({ key: f.key, s: await stat(f.path).catch(() => null) })),
    );
    for (const { key, s } of stats) if (s) yield { key, size: s.size, uploaded: s.mtime };
  }
}

/** A page of a listing made in full, by key order: the objects after the key `cursor`, `limit` at most. */
function pageOf(all: StoredObject[], cursor = "", limit = LIST_PAGE_MAX): ListedPage {
  const after = all.filter((o) => o.key > cursor).sort((a, b) => (a.key < b.key ? -1 : 1));
  const objects = after.slice(0, Math.max(1, Math.min(limit, LIST_PAGE_MAX)));
  const last = objects.at(-1);
  return last && after.length > objects.length ? { objects, cursor: last.key } : { objects };
}

/** In-memory store for tests. */
export function memoryStore(): FileStore & { keys(): string[] } {
  const m = new Map<string, { bytes: Uint8Array<ArrayBuffer>; type: string; uploaded: Date }>();
  return {
    async put(key, bytes, contentType) {
      // A copy: the caller may reuse its buffer, and a stored body is its own ArrayBuffer.
      m.set(key, { bytes: new Uint8Array(bytes), type: contentType, uploaded: new Date() });
    },
    async putStream(key, body, contentType) {
      const bytes = new Uint8Array(await new Response(body).arrayBuffer());
      m.set(key, { bytes, type: contentType, uploaded: new Date() });
      return bytes.length;
    },
    async get(key) {
      const f = m.get(key);
      return f ? { body: f.bytes, contentType: f.type, size: f.bytes.length } : null;
    },
    async delete(key) {
      m.delete(key);
    },
    async deleteMany(keys) {
      for (const key of keys) m.delete(key);
    },
    async *list(prefix = "") {
      for (const [key, f] of [...m])
        if (key.startsWith(prefix)) yield { key, size: f.bytes.length, uploaded: f.uploaded };
    },
    async listPage(prefix, cursor, limit) {
      const all = [...m]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, f]) => ({ key, size: f.bytes.length, uploaded: f.uploaded }));
      return pageOf(all, cursor, limit);
    },
    keys: () => [...m.keys()],
  };
}
