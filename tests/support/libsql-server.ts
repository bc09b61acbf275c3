// TEST / DEV TOOLING ONLY — never deployed, never used in production.
// A minimal libSQL server speaking "Hrana over HTTP" (protocol v2, JSON), so the Cloudflare entry can run in workerd
// against a real database: no `sqld` can be installed here (none in Debian, none on npm). It stands on the native `libsql`
// package (better-sqlite3 API). What @libsql/client/web 0.18 sends: GET /v2 (version probe), POST /v2/pipeline
// with execute, batch (conditions), sequence, store_sql/close_sql, get_autocommit and close; a stream continues
// across requests through its baton (interactive transactions). v3 paths answer 404 so clients fall back to v2.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Database from "libsql";

type Value =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };
type Stmt = {
  sql?: string;
  sql_id?: number;
  args?: Value[];
  named_args?: { name: string; value: Value }[];
  want_rows?: boolean;
};
type Cond =
  | { type: "ok" | "error"; step: number }
  | { type: "not"; cond: Cond }
  | { type: "and" | "or"; conds: Cond[] }
  | { type: "is_autocommit" };
type Req = {
  type: string;
  stmt?: Stmt;
  batch?: { steps: { condition?: Cond; stmt: Stmt }[] };
  sql?: string;
  sql_id?: number;
};
type Conn = {
  db: Database.Database;
  sqls: Map<number, string>;
  timer?: NodeJS.Timeout;
  /** It ran something that outlives a stream (a PRAGMA, ATTACH, a temporary object): closed, never reused. */
  marked?: boolean;
};
/** What a stream may leave on its connection for the next one: such a connection is closed at the stream's end. */
const LEAVES_STATE = /\b(pragma|attach|detach|temp|temporary)\b/i;
/** Idle connections kept for the next streams (see `open`). */
const POOL_MAX = 8;

/** An error sent back to the client as a Hrana error object ({ message, code }). */
class HranaError extends Error {
  constructor(
    message: string,
    readonly code = "UNKNOWN",
  ) {
    super(message);
  }
}
/** A lock another stream holds (not SQLITE_BUSY_SNAPSHOT: a stale read snapshot never gets better by waiting). */
const isBusy = (e: unknown) => (e as { code?: unknown })?.code === "SQLITE_BUSY";
const BUSY_WAIT_MS = 10_000;

/** Runs a statement, retrying while another stream holds the write lock, as sqld makes a writer wait. The wait is a
 *  timer, never a blocking sleep: the lock holder's next request (its COMMIT) must get through this same thread. */
async function whenUnlocked<T>(run: () => T, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let delay = 1; ; delay = Math.min(delay * 2, 20)) {
    try {
      return run();
    } catch (e) {
      if (!isBusy(e) || Date.now() >= deadline) throw e;
    }
    await new Promise((wake) => setTimeout(wake, delay));
  }
}
const errorOf = (e: unknown) => ({
  message: String((e as Error)?.message ?? e),
  code: String((e as { code?: unknown })?.code ?? "UNKNOWN"),
});

const fromHrana = (v: Value): unknown => {
  switch (v.type) {
    case "null":
      return null;
    case "integer":
      return BigInt(v.value);
    case "float":
      return v.value;
    case "text":
      return v.value;
    case "blob":
      return Buffer.from(v.base64, "base64");
  }
};
const toHrana = (v: unknown): Value => {
  if (v === null || v === undefined) return { type: "null" };
  if (typeof v === "bigint") return { type: "integer", value: v.toString() };
  if (typeof v === "number") return { type: "float", value: v };
  if (typeof v === "string") return { type: "text", value: v };
  if (v instanceof Uint8Array) return { type: "blob", base64: Buffer.from(v).toString("base64") };
  throw new HranaError(`unsupported value type ${typeof v}`);
};

export interface LibsqlServerOptions {
  /** SQLite file path (every stream opens its own connection, as sqld does). */
  path: string;
  port?: number;
  /** When set, requests must carry `Authorization: Bearer <authToken>`. */
  authToken?: string;
  /** Idle streams (an abandoned baton) are rolled back and closed after this long. */
  streamTimeoutMs?: number;
  /** false only to test that the edge entry refuses a server that does not enforce foreign keys. */
  foreignKeys?: boolean;
  /** How long a statement waits for another stream's write lock before SQLITE_BUSY (10 s; 0: at once). */
  busyWaitMs?: number;
}

/** The next `times` statements matching `pattern` (after `skip` of them) answered SQLITE_BUSY without running. */
export interface BusyInjection {
  times: number;
  skip: number;
  pattern: RegExp;
}

export async function startLibsqlServer(opts: LibsqlServerOptions) {
  const streams = new Map<string, Conn>();
  const idleMs = opts.streamTimeoutMs ?? 10_000;
  /** SQLITE_BUSY answers sent (a lock waited for in vain, or injected): what the edge's retries met. */
  let busyAnswers = 0;
  let injected: BusyInjection = { times: 0, skip: 0, pattern: /$^/ };
  const unlocked = <T>(run: () => T) =>
    whenUnlocked(run, opts.busyWaitMs ?? BUSY_WAIT_MS).catch((e: unknown) => {
      if (isBusy(e)) busyAnswers++;
      throw e;
    });
  /** A lock another writer holds, as sqld answers it: the statement does not run. */
  const injectedBusy = (sql: string) => {
    if (injected.times <= 0 || !injected.pattern.test(sql)) return;
    if (injected.skip > 0) return void injected.skip--;
    injected.times--;
    busyAnswers++;
    throw new HranaError("database is locked", "SQLITE_BUSY");
  };

  // One connection per stream at a time, like sqld, from a pool as sqld's: a fresh SQLite connection parses the
  // whole schema (about 760 tables, indexes and triggers) at its first statement, 20 to 50 ms of this one thread on a
  // busy machine, so one per request made 200 requests at once wait 10 s for the last (dev-server.node.test.ts timed
  // out on a loaded run) and cost the edge project that much on every request. A connection goes back to the pool
  // with no transaction open and its stored SQL dropped; one whose stream ran a PRAGMA, ATTACH or a temporary object
  // is closed instead, so that nothing a client set leaks from one stream to the next.
  // Foreign keys on for every connection, stated rather than left to the native default: sqld does the same, and
  // the schema's cascades and links depend on it (the edge entry refuses a server where they are off).
  // No busy timeout in SQLite: Node is single-threaded, a blocking wait on a lock held by another open stream would
  // deadlock; statements wait for the lock in whenUnlocked instead.
  const idle: Conn[] = [];
  const open = (): Conn => {
    const kept = idle.pop();
    if (kept) return kept;
    const db = new Database(opts.path);
    db.exec(`PRAGMA foreign_keys = ${opts.foreignKeys === false ? "OFF" : "ON"}`);
    return { db, sqls: new Map() };
  };
  const closeConn = (c: Conn) => {
    clearTimeout(c.timer);
    if (c.db.inTransaction) c.db.exec("ROLLBACK");
    c.sqls.clear();
    if (!c.marked && c.db.open && idle.length < POOL_MAX) idle.push(c);
    else c.db.close();
  };
  const mark = (c: Conn, sql: string) => {
    if (LEAVES_STATE.test(sql)) c.marked = true;
  };

  /** Runs one statement; while the write lock is taken, the same prepared statement is stepped again (see below). */
  async function execute(c: Conn, s: Stmt) {
    const sql = s.sql ?? (s.sql_id !== undefined ? c.sqls.get(s.sql_id) : undefined);
    if (sql === undefined) throw new HranaError("SQL text not found", "SQL_NOT_FOUND");
    mark(c, sql);
    injectedBusy(sql);
    const positional = (s.args ?? []).map(fromHrana);
    let params: unknown = positional;
    if (s.named_args?.length) {
      // better-sqlite3 style: names without their ':' '@' '$' prefix, positions as 1-based keys.
      const named: Record<string, unknown> = {};
      for (const [i, v] of positional.entries()) named[i + 1] = v;
      for (const a of s.named_args) named[a.name.replace(/^[:@$]/, "")] = fromHrana(a.value);
      params = named;
    }
    const stmt = await unlocked(() => c.db.prepare(sql));
    const totalChanges = () =>
      Number((c.db.prepare("SELECT total_changes()").raw(true).get() as [number])[0]);
    if (!stmt.reader) {
      const info = await unlocked(() => stmt.run(params));
      return {
        cols: [],
        rows: [],
        affected_row_count: info.changes,
        last_insert_rowid: String(info.lastInsertRowid),
      };
    }
    const before = totalChanges();
    stmt.raw(true).safeIntegers(true);
    const cols = stmt.columns().map((col) => ({ name: col.name, decltype: col.type }));
    // The native package leaves a reader (INSERT ... RETURNING) that failed on the lock "in progress", and a later
    // COMMIT on this connection then fails ("SQL statements in progress"); stepping the same statement resets it.
    const rows = ((await unlocked(() => stmt.all(params))) as unknown[][]).map((r) =>
      r.map(toHrana),
    );
    const lastId = (
      c.db.prepare("SELECT last_insert_rowid()").raw(true).safeIntegers(true).get() as [bigint]
    )[0];
    return {
      cols,
      rows: s.want_rows === false ? [] : rows,
      affected_row_count: totalChanges() - before,
      last_insert_rowid: String(lastId),
    };
  }

  async function batch(c: Conn, steps: { condition?: Cond; stmt: Stmt }[]) {
    const results: (Awaited<ReturnType<typeof execute>> | null)[] = [];
    const errors: ({ message: string; code: string } | null)[] = [];
    const holds = (k: Cond): boolean => {
      switch (k.type) {
        case "ok":
          return results[k.step] != null;
        case "error":
          return errors[k.step] != null;
        case "not":
          return !holds(k.cond);
        case "and":
          return k.conds.every(holds);
        case "or":
          return k.conds.some(holds);
        case "is_autocommit":
          return !c.db.inTransaction;
      }
    };
    for (const step of steps) {
      results.push(null);
      errors.push(null);
      if (step.condition && !holds(step.condition)) continue;
      try {
        results[results.length - 1] = await execute(c, step.stmt);
      } catch (e) {
        errors[errors.length - 1] = errorOf(e);
      }
    }
    return { step_results: results, step_errors: errors };
  }

  async function handle(c: Conn, r: Req): Promise<Record<string, unknown>> {
    switch (r.type) {
      case "execute":
        return { type: "execute", result: await execute(c, r.stmt!) };
      case "batch":
        return { type: "batch", result: await batch(c, r.batch!.steps) };
      case "sequence": {
        // Not retried: several statements, some may have run before a lock stopped one (only migrations use it).
        const sql = r.sql ?? (r.sql_id !== undefined ? c.sqls.get(r.sql_id) : undefined);
        if (sql === undefined) throw new HranaError("SQL text not found", "SQL_NOT_FOUND");
        mark(c, sql);
        c.db.exec(sql);
        return { type: "sequence" };
      }
      case "store_sql":
        c.sqls.set(r.sql_id!, r.sql!);
        return { type: "store_sql" };
      case "close_sql":
        c.sqls.delete(r.sql_id!);
        return { type: "close_sql" };
      case "get_autocommit":
        return { type: "get_autocommit", is_autocommit: !c.db.inTransaction };
      case "close":
        return { type: "close" };
      default:
        throw new HranaError(`unsupported request type ${r.type}`, "NOT_SUPPORTED");
    }
  }

  async function pipeline(body: { baton?: string | null; requests: Req[] }) {
    let conn: Conn | undefined;
    if (body.baton) {
      conn = streams.get(body.baton);
      if (!conn) throw new HranaError("Stream expired or unknown baton", "STREAM_EXPIRED");
      streams.delete(body.baton);
      clearTimeout(conn.timer);
    } else conn = open();
    let closed = false;
    const results: Record<string, unknown>[] = [];
    // In order, one at a time: a request waiting for a lock holds back the rest of its pipeline, as in sqld.
    for (const r of body.requests) {
      if (closed) {
        results.push({
          type: "error",
          error: { message: "Stream is closed", code: "STREAM_CLOSED" },
        });
        continue;
      }
      try {
        const response = await handle(conn, r);
        if (r.type === "close") closed = true;
        results.push({ type: "ok", response });
      } catch (e) {
        results.push({ type: "error", error: errorOf(e) });
      }
    }
    if (closed) {
      closeConn(conn);
      return { baton: null, base_url: null, results };
    }
    // A fresh baton per response, as sqld does: an old one cannot be replayed.
    const baton = crypto.randomUUID();
    conn.timer = setTimeout(() => (streams.delete(baton), closeConn(conn)), idleMs);
    conn.timer.unref();
    streams.set(baton, conn);
    return { baton, base_url: null, results };
  }

  let pipelines = 0;
  /** The bytes of the pipelines' answers: what the client downloads from the database. */
  let pipelineBytes = 0;
  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, {
      "content-type": body === undefined ? "text/plain" : "application/json",
    });
    const text = body === undefined ? "" : JSON.stringify(body);
    res.end(text);
    return Buffer.byteLength(text);
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (opts.authToken && req.headers.authorization !== `Bearer ${opts.authToken}`)
        return send(res, 401, { message: "Unauthorized", code: "UNAUTHORIZED" });
      const path = new URL(req.url ?? "/", "http://x").pathname;
      if (req.method === "GET" && (path === "/v2" || path === "/health")) return send(res, 200);
      // Test-only: how many pipelines (network round trips of @libsql/client) this server answered, and their size.
      if (req.method === "GET" && path === "/stats")
        return send(res, 200, { pipelines, bytes: pipelineBytes, busy: busyAnswers });
      if (req.method === "POST" && path === "/v2/pipeline") {
        pipelines++;
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const answer = await pipeline(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        pipelineBytes += send(res, 200, answer);
        return;
      }
      return send(res, 404, { message: `Not found: ${req.method} ${path}`, code: "NOT_FOUND" });
    } catch (e) {
      // Protocol-level failures (bad baton, bad JSON) fail the whole request, as in sqld.
      return send(res, e instanceof HranaError ? 400 : 500, errorOf(e));
    }
  });
  // Idle connections kept open by this side: the edge files share one isolate (vitest.config.ts), whose connection
  // pool would otherwise send a request on a connection Node closes after its 5 s default ("Network connection lost").
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((ok) => server.listen(opts.port ?? 0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** Test-only: SQLITE_BUSY for the next statements matching (tests/edge/base-occupee.test.ts). */
    injectBusy(injection: BusyInjection) {
      injected = injection;
    },
    async close() {
      for (const c of streams.values()) closeConn(c);
      streams.clear();
      for (const c of idle.splice(0)) c.db.close();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
export type LibsqlServer = Awaited<ReturnType<typeof startLibsqlServer>>;
