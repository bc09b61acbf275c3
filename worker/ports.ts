import type { InArgs, ResultSet } from "@libsql/client";
import type { SessionUser, SignedIn } from "./auth/session-user";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type * as schema from "./db/schema";
import type { Agence } from "./lib/agence";
import type { JobQueue, JobThreads } from "./ports/jobs";
import type { KeptLedgers } from "./ports/kept-ledgers";

// The daily job's messages and their queue live in ports/jobs.ts, beside what a job thread answers (ADR 100); the
// app's modules name them from here, as before.
export type { JobMessage, JobQueue, UpkeepDue } from "./ports/jobs";

/** The database, or an open transaction on it: services run the same queries on either. */
export type Db = BaseSQLiteDatabase<"async", ResultSet, typeof schema>;

export interface StoredFile {
  body: ReadableStream<Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer>;
  contentType: string;
  size: number;
}

/** An object of the file store as its listing gives it. */
export interface StoredObject {
  key: string;
  size: number;
  /** When it was written: the orphan sweep leaves recent objects alone (their row may be on its way). */
  uploaded: Date;
}

/**
 * Where uploaded files and generated documents live: R2 on the edge, a folder on Node. A `put` is all or nothing
 * (a reader never sees half an object). Every object is referenced by a row (its key or its /files/ URL in a text
 * column), or it is an orphan that the sweep removes (services/files/orphans.ts).
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a body as it arrives, all or nothing like `put`, and answers its size: memory holds a buffer, never the
   * object (uploads: a temporary file renamed on disk, a multipart upload on R2). A body that errors (a size
   * limit counted upstream) stores nothing, and its error comes through as it is.
   */
  putStream(key: string, body: ReadableStream<Uint8Array>, contentType: string): Promise<number>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Several keys at once: one request on R2 (up to 1,000 keys), so that the paged orphan sweep's cost is fixed. */
  deleteMany(keys: string[]): Promise<void>;
  /** Every object whose key starts with `prefix`, in no particular order (backup). */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /**
   * One page of that listing, at most `limit` objects (1,000 at most, R2's page), from `cursor` (what the previous
   * page returned): one request on R2, whatever the number of objects. `cursor` is absent on the last page.
   */
  listPage(prefix: string, cursor?: string, limit?: number): Promise<ListedPage>;
}

/** A page of a listing (FileStore.listPage). */
export interface ListedPage {
  objects: StoredObject[];
  cursor?: string;
}

/** R2's largest page and largest delete: the paged orphan sweep's unit. */
export const LIST_PAGE_MAX = 1000;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** false: no transport is configured; e-mails wait in the outbox (services/outbox.ts) until one is. */
  readonly configured?: boolean;
}

export interface Clock {
  now(): Date;
}

export interface Config {
  jwtSecret: string;
  version: string;
  /** Public address of the app, used in e-mailed links. */
  publicUrl: string;
  /** The agency's contact address shown on the receipt page. */
  contactEmail: string;
  /** The agency's identity on generated documents; AGENCE_PAR_DEFAUT (lib/agence.ts) when the host gives none. */
  agence?: Agence;
  /**
   * Which agency of the deployment this is (issue 22, many agencies on one worker): keys its caches, prefixes its
   * stored files and is the session token's audience. Absent: the one default agency (`AGENCE_DEFAUT`).
   */
  agenceId?: string;
}

/** The agency of a deployment that has only one (no platform table): every host without set-up. */
export const AGENCE_DEFAUT = "defaut";
export const agenceIdOf = (config: Config) => config.agenceId ?? AGENCE_DEFAUT;

/**
 * Optional cache of serialized list responses, for a host that is the only writer of its database (Node entry).
 * The app clears it after every write request; jobs that write clear it too. Edge isolates get none.
 */
export interface CachedList {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}
export interface ListCache {
  get(key: string): CachedList | undefined;
  /**
   * Keeps a list built from what the database held at `generation` (read before the build began). A write that
   * cleared the cache meanwhile may be half in that list (the rows read before it, the flags after): it is then
   * answered but not kept, else it would be served until the next write.
   */
  set(key: string, body: string | Uint8Array<ArrayBuffer>, generation: number): CachedList;
  /** Counts the clears: a list built across a change of generation is never kept. */
  readonly generation: number;
  clear(): void;
  /**
   * The kept entry answered with this ETag (random, or from its bytes on Node): the Node entry compresses a cached
   * answer from these bytes rather than reading them back out of the Response (entry/api-compression.ts).
   */
  byEtag(etag: string): CachedList | undefined;
}

/**
 * Keeps lists UTF-8 encoded (encoding 2 MB per request was the cost) with a weak ETag for revalidation, at most
 * `maxBytes` of bodies: the oldest kept go first, a body larger than the bound is answered, not kept. `etagOf` names
 * a body: a new random one by default; the Node entry's is made from its bytes (entry/etag-contenu.ts), so that an
 * answer built again unchanged keeps its ETag.
 */
export function memoryListCache(
  maxBytes = 16 << 20,
  etagOf: (body: Uint8Array) => string = () => `W/"${crypto.randomUUID()}"`,
): ListCache {
  const m = new Map<string, CachedList>();
  const tagged = new Map<string, CachedList>(); // the same entries, by ETag
  const encoder = new TextEncoder();
  let generation = 0;
  let bytes = 0;
  return {
    get: (k) => m.get(k),
    set(k, body, since) {
      const encoded = typeof body === "string" ? encoder.encode(body) : body;
      const entry = { body: encoded, etag: etagOf(encoded) };
      if (since !== generation || entry.body.byteLength > maxBytes) return entry;
      const old = m.get(k);
      if (old) (bytes -= old.body.byteLength), m.delete(k), tagged.delete(old.etag);
      for (const [key, kept] of m) {
        if (bytes + entry.body.byteLength <= maxBytes) break;
        (bytes -= kept.body.byteLength), m.delete(key), tagged.delete(kept.etag);
      }
      m.set(k, entry);
      tagged.set(entry.etag, entry);
      bytes += entry.body.byteLength;
      return entry;
    },
    get generation() {
      return generation;
    },
    clear() {
      m.clear();
      tagged.clear();
      bytes = 0;
      generation++;
    },
    byEtag: (etag) => tagged.get(etag),
  };
}

/**
 * The edge's cache of list answers (ADR 017): the Cache API of the data centre, shared by its isolates, keyed by
 * agency, resource, version and query (worker/routes/shared-list.ts), and what this isolate put in it. The Cloudflare
 * entry gives it (worker/entry/edge-list-cache.ts); absent on Node, which keeps its memory listCache.
 */
export interface SharedListCache {
  match(url: string): Promise<Response | undefined>;
  /** Keeps the answer; may end after the request's own answer (waitUntil). */
  put(url: string, res: Response): Promise<void>;
  /**
   * The version this isolate last put in the cache, by list (agency, resource, day, query): its guess that the next
   * request finds it there, and need not read the list with its version. A guess only: a miss costs a round trip.
   */
  readonly known: Map<string, string>;
  /** Work that may end after the answer (the Workers' ctx.waitUntil). */
  waitUntil(work: Promise<unknown>): void;
}

/**
 * The rows of the signed-in users as the per-request lookup read them (requireAuth), with their session's, for a host
 * that is the only writer of its database (the Node entry): kept until the next write, as the answers are, so that a
 * deletion, a demotion, a password change, a restore or a session ended still bites on the next request. Keyed by
 * user and session (`7|sid`). Bounded: past `max` entries it starts again.
 */
export interface SessionRows {
  get(key: string): SignedIn | undefined;
  /** Keeps a row read at `generation` (taken before the read): one read across a write is used once, not kept. */
  set(key: string, row: SignedIn, generation: number): void;
  readonly generation: number;
  clear(): void;
}

export function memorySessionRows(max = 1000): SessionRows {
  const rows = new Map<string, SignedIn>();
  let generation = 0;
  return {
    get: (key) => rows.get(key),
    set(key, row, since) {
      if (since !== generation) return;
      if (rows.size >= max) rows.clear();
      rows.set(key, row);
    },
    get generation() {
      return generation;
    },
    clear() {
      rows.clear();
      generation++;
    },
  };
}

/**
 * Every write drops every cached answer (flags and relations read other tables), the kept session rows, and the
 * edge isolate's guesses.
 */
export function clearResponseCaches(
  p: Pick<Ports, "listCache" | "recordCache" | "sharedLists" | "sessionRows">,
) {
  p.listCache?.clear();
  p.recordCache?.clear();
  p.sessionRows?.clear();
  p.sharedLists?.known.clear();
}

/**
 * The edge's round trips to the database (issue 22; `worker/entry/round-trips.ts`): a request's reads issued
 * together go as one batch, and a check can go with them. Absent on Node, where a statement costs no network.
 */
export interface RoundTrips {
  /** The sessions this isolate last confirmed, by user id: a guess a read may start from, checked in its trip. */
  sessions: Map<number, SessionUser>;
  /**
   * Sends `sql` with the request's next reads, in one round trip; `check` runs on its rows before any of them is
   * answered, and its throw fails all of them and every statement after (no write runs before it has passed).
   */
  guard<T>(sql: string, args: InArgs, check: (rows: T[]) => void): Promise<T[]>;
  /** Set when the guess a request started from was out of date: the entry answers the request again. */
  stale?: boolean;
  /** The request to answer again then, when its body has been read (a copy taken before). */
  replay?: Request;
}

export interface Ports {
  db: Db;
  files: FileStore;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  log?: (message: string, extra?: unknown) => void;
  /** The daily job's queue; absent, jobs/queue.ts runs the batches in process (Node, the API tests). */
  jobs?: JobQueue;
  listCache?: ListCache;
  /** The host puts lib/api-headers.ts' API_HEADERS on every API answer itself (the Node entry, on its socket). */
  apiHeadersByHost?: boolean;
  /** The same for single records (`GET /api/{R}/{id}`), kept apart so that 2,000 records never push out the lists. */
  recordCache?: ListCache;
  /**
   * A request's body as the host receives it, chunk by chunk, where that costs less than the Request's web stream
   * (the Node entry: its IncomingMessage; `env` is what the entry passed to app.fetch). Absent: `req.body`.
   */
  requestChunks?: (env: unknown) => AsyncIterable<Uint8Array> | undefined;
  /** The users' rows of the per-request lookup, kept until the next write (see SessionRows; Node entry only). */
  sessionRows?: SessionRows;
  /**
   * The start of the dossiers' ledgers and owner entries as payments read them, which later payments need not read
   * again (services/compte/kept-ledgers.ts, ADR 057; Node entry only). Not emptied by writes: they only append.
   */
  keptLedgers?: KeptLedgers;
  /**
   * The caller's network address, for rate limits, as the host knows it: the socket (or a proxy header only when
   * the host is configured to trust one) on Node, CF-Connecting-IP (set by Cloudflare, not by the caller) on the edge.
   * `env` is what the entry passed to app.fetch. Absent: every caller shares one address.
   */
  clientAddress?: (req: Request, env: unknown) => string;
  /** The edge only: reads and checks sent together (see RoundTrips). */
  roundTrips?: RoundTrips;
  /** The edge only: list answers kept by version (see SharedListCache). */
  sharedLists?: SharedListCache;
  /**
   * The database whose writes name `email` (and the session they come from) to the journal as their writer (services/journal/ecrivain.ts, ADR 029):
   * requireAuth gives the request ports with it for its signed-in user (auth/writer-ports.ts). `db` alone (the
   * daily job, a public page, a request before its user is known): the journal says "système".
   */
  dbDe?: (email: string, sessionId?: string) => Db;
  /**
   * The space session of the request (set by the spaces' guard, auth/espace/middleware.ts): the links a space is
   * handed name it, so that they end with it (issue 75, ADR 108). Absent on staff's requests.
   */
  sessionEspace?: string;
  /**
   * The Node entry only: worker threads that make the month's receipts beside the main thread, one batch each at a
   * time (jobs/threads/, ADR 096). Absent (the edge, the API tests, JOB_THREADS=0): batches run in process.
   */
  jobThreads?: JobThreads;
}

export const systemClock: Clock = { now: () => new Date() };

/** No transport configured (no SMTP_URL on Node, no binding or e-mail API on the edge): nothing leaves the outbox. */
export const noMailer: Mailer = {
  configured: false,
  async send() {
    throw new Error("Aucun transport d'e-mail n'est configuré.");
  },
};
