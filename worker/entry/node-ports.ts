import { fieldOf } from "../lib/error-fields";
import type { Client } from "@libsql/client";
import { IncomingMessage } from "node:http";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { copiedNewDatabase } from "./base-neuve-copie";
import { join } from "node:path";
import { availableParallelism } from "node:os";
import { deflateSync } from "node:zlib";
import { drizzle } from "drizzle-orm/libsql/sqlite3";
import { createDb } from "../db/client";
import { journalClient } from "../services/journal/ecrivain";
import { serializedClient } from "../db/serialized-client";
import { nativeClient } from "../speed/native-client/native-client";
import { applyMigrations } from "../db/migrate";
import { DRAWN } from "../db/baseline/dump";
import {
  clearResponseCaches,
  noMailer,
  memoryListCache,
  memorySessionRows,
  systemClock,
  type Clock,
  type Ports,
} from "../ports";
import { diskStore } from "./disk-store";
import { setHostDeflate } from "../documents/deflate";
import { nodeClientAddress, trustedProxies } from "./client-address";
import { StartupError } from "./startup-error";
import { agenceFromEnv } from "../lib/agence";
import { smtpMailer } from "./smtp-mailer";
import { memoryKeptLedgers } from "../services/compte/kept-ledgers";
import { jobThreads } from "../jobs/threads/pool";
import { etagDuContenu } from "./etag-contenu";

const pkg: { version: string } = JSON.parse(
  readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
);
export const APP_VERSION = pkg.version;

/** SQLite's settings for a local database file, given to its one connection before any statement. */
const FILE_PRAGMAS = [
  "PRAGMA foreign_keys = ON",
  "PRAGMA journal_mode = WAL",
  "PRAGMA busy_timeout = 5000",
  // WAL + NORMAL: no fsync per commit (only at checkpoints), still corruption-safe; a power cut may lose the
  // last commits, not the database. ~13x cheaper writes measured (0.46 -> 0.035 ms per insert).
  "PRAGMA synchronous = NORMAL",
  // 8 MB of page cache (the default is 2 MB): 2,000 apartments with their leases and tenants take ~4 MB, read
  // misses went to the file (and its WAL) on every record read. 16 MB, tried, filled up with the year's terms and
  // ledger of the bench's 2,000 leases and kept 8 MB more resident for no measurable gain (issue 43).
  "PRAGMA cache_size = -8000",
  // The WAL copied back into the file every 10,000 pages (40 MB), not SQLite's 1,000: a payment writes 31 pages,
  // most of them the same few (the data versions, the dashboard's counters, the indexes' last leaves), and a
  // checkpoint copies each page once however often it was rewritten; every 32 payments it copied them again.
  // A few per cent of a payment's CPU (ADR 160). The WAL file stays at its largest size (reused, not truncated).
  "PRAGMA wal_autocheckpoint = 10000",
];

/** The driver for `url`: the native one (statements kept, one connection) for a file or memory, the HTTP one else. */
async function driverFor(url: string, onWrite?: () => void): Promise<Client> {
  if (url === ":memory:") return nativeClient(":memory:", ["PRAGMA foreign_keys = ON"], onWrite);
  const path = localDatabasePath(url);
  if (path) return nativeClient(path, FILE_PRAGMAS, onWrite);
  // Loaded only here: its WebSocket and HTTP code is a fifth of the server bundle, and a local file needs none.
  const { createClient } = await import("@libsql/client");
  return createClient({ url, concurrency: 1 });
}

/**
 * Opens (and migrates) a libSQL database; `url` is a file: URL, :memory: or a libSQL server's http(s) URL.
 * `wrap` lets a test put a fault between the driver and the app; `onWrite` runs after every write that reached a
 * local database (see speed/native-client/native-client.ts).
 */
export async function openDatabase(
  url: string,
  wrap: (c: Client) => Client = (c) => c,
  onWrite?: () => void,
  { copied = false } = {},
) {
  // One connection (pragmas set once, before anything), shared in turns by parallel requests.
  const plain: Client = serializedClient(wrap(await driverFor(url, onWrite)));
  if (!localDatabasePath(url) && url !== ":memory:")
    await plain.execute("PRAGMA foreign_keys = ON");
  await applyMigrations(createDb(drizzle, plain), plain);
  // A copy of the build's new database (ADR 140) draws its own epoch, as a database made from the baseline does.
  if (copied) await plain.batch(DRAWN, "write");
  // Migrated, so its JournalAuteur row exists: every write from now on names its writer (ADR 029): "système" for
  // `db`'s, the signed-in user for the database requireAuth gets from `dbDe` (auth/writer-ports.ts, ADR 060).
  const client = journalClient(plain, () => undefined);
  const dbDe = (email: string, sessionId?: string) =>
    createDb(
      drizzle,
      journalClient(plain, () => ({ email, sessionId })),
    );
  return { client, db: createDb(drizzle, client), dbDe };
}

// HS256 keys shorter than the hash (32 bytes) can be brute-forced offline from any token.
const JWT_MIN_BYTES = 32;

/** The JWT secret: JWT_SECRET when set, else one generated once and kept in the data folder (0600). */
function jwtSecret(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) {
    if (Buffer.byteLength(env.JWT_SECRET) < JWT_MIN_BYTES)
      throw new StartupError(
        `JWT_SECRET est trop court : il doit contenir au moins ${JWT_MIN_BYTES} octets (par exemple \`openssl rand -base64 48\`), ou retirez-le pour qu'un secret soit généré dans le dossier de données.`,
      );
    return env.JWT_SECRET;
  }
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) {
    restrict(file, 0o600);
    const secret = readFileSync(file, "utf8").trim();
    if (Buffer.byteLength(secret) < JWT_MIN_BYTES)
      throw new StartupError(
        `Le secret JWT de ${file} fait moins de ${JWT_MIN_BYTES} octets : supprimez ce fichier pour qu'un nouveau soit généré (les sessions en cours seront fermées).`,
      );
    return secret;
  }
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** chmod, or a warning when the file is not ours to change (the server still starts). */
function restrict(path: string, mode: number) {
  try {
    chmodSync(path, mode);
  } catch (e) {
    console.warn(
      `Attention : impossible de restreindre les droits de ${path} (${fieldOf(e, "message")}).`,
    );
  }
}

/**
 * The data folder (database, uploaded files, JWT secret) is readable by this user only: 0700, created so or
 * tightened. A local database file is created 0600 before libSQL opens it (SQLite gives its -wal / -shm files the
 * database file's permissions), and an existing one tightened.
 */
function secureDataFiles(dataDir: string, libsqlUrl: string, baseNeuve?: URL): boolean {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrict(dataDir, 0o700);
  mkdirSync(join(dataDir, "files"), { recursive: true, mode: 0o700 });
  const path = localDatabasePath(libsqlUrl);
  if (!path) return false;
  // A new folder's database is the build's, copied (ADR 140); else created empty (a new database for SQLite).
  const copied = baseNeuve ? copiedNewDatabase(baseNeuve, path) : false;
  if (!copied) closeSync(openSync(path, "a", 0o600));
  for (const f of [path, `${path}-wal`, `${path}-shm`, `${path}-journal`])
    if (existsSync(f)) restrict(f, 0o600);
  return copied;
}

/** The file behind a `file:` URL (file:rel/path.db, file:/abs.db, file:///abs.db, with ?options), else null. */
function localDatabasePath(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  if (url.startsWith("file://")) return decodeURIComponent(new URL(url).pathname);
  return url.slice(5).split("?")[0] || null;
}

/**
 * How many job threads make the month's receipts (ADR 096): JOB_THREADS, else one per core (at most 4); 0: none, the
 * main thread makes them. A database in memory has none (a thread would open another, empty, one).
 */
function jobThreadCount(env: NodeJS.ProcessEnv, libsqlUrl: string): number {
  if (libsqlUrl === ":memory:") return 0;
  const set = env.JOB_THREADS;
  if (set === undefined || set === "") return Math.min(4, availableParallelism());
  if (!/^\d+$/.test(set) || Number(set) > 16)
    throw new StartupError(
      `JOB_THREADS doit être un nombre entier de 0 à 16 (fils de travail de la tâche quotidienne), pas « ${set} ».`,
    );
  return Number(set);
}

export interface NodePortsOptions {
  /** The job threads' module (worker/entry/job-thread.ts, or its bundle): without it, no job thread. */
  jobThread?: URL;
  /**
   * The build's new database (dist/server/base-neuve.db, ADR 140), copied into a new data folder instead of making
   * one from the baseline; without it (or when the build has none), the database is made as before.
   */
  baseNeuve?: URL;
  /** Called when the database is a new one (copied from the build's), before it is opened. */
  onNewDatabase?: () => void;
}

export async function nodePorts(
  env: NodeJS.ProcessEnv,
  clock: Clock = systemClock,
  options: NodePortsOptions = {},
): Promise<Ports & { client: Client; dataDir: string }> {
  // The PDFs' page contents deflated by Node's zlib, not fflate (documents/deflate.ts).
  setHostDeflate((bytes, level) => deflateSync(bytes, { level }));
  const dataDir = env.DATA_DIR ?? ".data";
  const libsqlUrl = env.LIBSQL_URL ?? `file:${join(dataDir, "patrimoine.db")}`;
  // A configuration refused (StartupError) stops the start before the database is opened.
  const trusted = trustedProxies(env.TRUST_PROXY);
  const threads = options.jobThread ? jobThreadCount(env, libsqlUrl) : 0;
  const copied = secureDataFiles(dataDir, libsqlUrl, options.baseNeuve);
  if (copied) options.onNewDatabase?.();
  const secret = jwtSecret(dataDir, env);
  // This process is its database's only writer (a local file): answers can be kept until the next write, which the
  // client reports whoever made it. API_CACHE=off serves every answer fresh (the bench measures both).
  const local = libsqlUrl === ":memory:" || localDatabasePath(libsqlUrl) !== null;
  // Bounded by bytes (16 MB each): the 2,000-apartment list is 2.1 MB, the 2,000 apartment reads 10 MB in all.
  const caches =
    local && env.API_CACHE !== "off"
      ? {
          listCache: memoryListCache(undefined, etagDuContenu),
          recordCache: memoryListCache(undefined, etagDuContenu),
        }
      : {};
  // The signed-in users' rows, kept until the next write like the answers (ports.ts SessionRows): not an answer
  // cache, so API_CACHE=off keeps them too.
  const kept = local ? { ...caches, sessionRows: memorySessionRows() } : caches;
  const { client, db, dbDe } = await openDatabase(
    libsqlUrl,
    undefined,
    () => clearResponseCaches(kept),
    { copied },
  );
  const port = env.PORT ?? "8787";
  return {
    client,
    dataDir,
    db,
    dbDe,
    files: diskStore(dataDir),
    ...kept,
    // The ledgers payments read, kept between them (ADR 057): append-only, so writes leave them true; a local file
    // only, whose one writer is this process (a restore, which replaces them, empties them).
    ...(local ? { keptLedgers: memoryKeptLedgers() } : {}),
    // node.ts sets them on Node's own response (api-headers.ts says why).
    apiHeadersByHost: true,
    // JSON bodies read from Node's IncomingMessage (node.ts passes its bindings as env), not through a web stream.
    requestChunks: incomingOf,
    // E-mails leave through SMTP when SMTP_URL is set; otherwise they wait in the outbox (settings, Envois).
    mailer: env.SMTP_URL
      ? smtpMailer(
          env.SMTP_URL,
          env.MAIL_FROM || env.CONTACT_EMAIL || "contact@patrimoine-locatif.fr",
        )
      : noMailer,
    clock,
    ...(threads && options.jobThread
      ? {
          jobThreads: jobThreads({
            entry: options.jobThread,
            size: threads,
            // The thread's own ports read the same folder and database; it starts no thread of its own.
            workerData: {
              ...definedOnly(env),
              DATA_DIR: dataDir,
              LIBSQL_URL: libsqlUrl,
              JWT_SECRET: secret,
            },
          }),
        }
      : {}),
    // The socket's address, or X-Forwarded-For's only behind TRUST_PROXY proxies: rate limits key on it.
    clientAddress: nodeClientAddress(trusted),
    config: {
      jwtSecret: secret,
      version: APP_VERSION,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
      contactEmail: env.CONTACT_EMAIL ?? "contact@patrimoine-locatif.fr",
      agence: agenceFromEnv(env),
    },
  };
}

/** The variables that are set (a thread's workerData holds strings only). */
function definedOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) out[k] = v;
  return out;
}

/** Node's IncomingMessage of the request (@hono/node-server's bindings, which node.ts passes as env), if any. */
function incomingOf(env: unknown): IncomingMessage | undefined {
  if (typeof env !== "object" || env === null || !("incoming" in env)) return undefined;
  return env.incoming instanceof IncomingMessage ? env.incoming : undefined;
}
