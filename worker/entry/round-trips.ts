import type { Client, InArgs, InStatement, ResultSet, Row, TransactionMode } from "@libsql/client";
import type { RoundTrips } from "../ports";
import type { SessionUser } from "../auth/session-user";
import { fieldOf } from "../lib/error-fields";
import { readsOnly } from "../db/reads-only";

// The edge's libSQL client for one request (issue 22): every request to libSQL is a network round trip there, so
// the reads a request issues together go as one `batch` (one HTTP pipeline, one snapshot), and so do the checks
// the request must pass first (its session, the isolate's first-start checks), which ride with its first reads.
//
// Safety: only statements that cannot write are held and sent together (a SELECT, or a WITH without a write
// keyword). Anything else (a write, a batch, a transaction) first sends what is held and waits for its checks: a
// write never runs before the request's checks have passed. A failed check fails every statement sent with it and
// every statement after it, so no answer is built from rows read on a session that was not valid.

/** What a check may ask for: "again" re-reads the statements that went with it (it changed the database first). */
type CheckResult = undefined | "again";
type Check = (rows: Row[]) => CheckResult | Promise<CheckResult>;

interface Held {
  stmt: InStatement;
  resolve: (rs: ResultSet) => void;
  reject: (e: unknown) => void;
  check?: Check;
}

/** A check's rows as its caller's row type: the statement is the caller's own, as with readRows. */
const rowsAs = <T>(rows: Row[]) => rows as T[];

/** A batch answers one result a statement; one missing is libSQL's fault, named rather than a TypeError later. */
function answerOf(results: ResultSet[], k: number): ResultSet {
  const result = results[k];
  if (!result)
    throw new Error(
      `Réponse manquante du lot libSQL : instruction ${k + 1} sur ${results.length}.`,
    );
  return result;
}

const sqlOf = (stmt: InStatement) => (typeof stmt === "string" ? stmt : stmt.sql);

/** The per-request client over the HTTP one, and the port the app uses to send its checks with its reads. */
export function pipelinedClient(
  inner: Client,
  sessions: Map<number, SessionUser>,
): {
  client: Client;
  trips: RoundTrips & {
    prelude(items: { stmt: InStatement; check: Check }[]): void;
    /** Whether a prelude still waits for a statement to go with. */
    unsent(): boolean;
    /** Sends whatever still waits (a prelude no statement took along) and waits for its checks. */
    settle(): Promise<void>;
  };
} {
  let held: Held[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  /** A failed check: everything after it fails the same way. */
  let failed: { error: unknown } | undefined;
  /** Checks that wait for the next statement rather than going alone (the first start's). */
  let riders: Held[] = [];

  function hold(item: Held, alone = true) {
    if (failed) return item.reject(failed.error);
    if (!alone) return void riders.push(item);
    held.push(item);
    // A timer, not a microtask: the statements of a Promise.all, and the first read a route issues after the
    // middleware's check (a few awaits later), are all held by then; no I/O happens in between.
    timer ??= setTimeout(flush, 0);
  }

  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!held.length) return;
    const items = [...riders, ...held];
    riders = [];
    held = [];
    inFlight = inFlight.then(() => send(items));
  }

  /** Sends what is held, then waits for every round trip in flight and for the checks they carried. */
  async function settle() {
    flush();
    // Checks still waiting for a statement go now, before the write that asked.
    if (riders.length) {
      const items = riders;
      riders = [];
      inFlight = inFlight.then(() => send(items));
    }
    await inFlight;
    if (failed) throw failed.error;
  }

  async function run(items: Held[]): Promise<ResultSet[]> {
    const [only] = items;
    if (only && items.length === 1) return [await inner.execute(only.stmt)];
    return inner.batch(
      items.map((i) => i.stmt),
      "deferred",
    );
  }

  const rejectAll = (items: Held[], e: unknown) => {
    for (const i of items) i.reject(e);
  };

  async function send(items: Held[]): Promise<void> {
    if (failed) return rejectAll(items, failed.error);
    let results: ResultSet[];
    try {
      results = await run(items);
    } catch (e) {
      // A statement's own error (the batch stopped at it): each statement again on its own, for its own answer.
      if (items.length > 1 && fieldOf(e, "name") === "LibsqlBatchError") {
        for (const item of items) await send([item]);
        return;
      }
      // A check that could not run: nothing after it may run either.
      if (items.some((i) => i.check)) failed = { error: e };
      return rejectAll(items, e);
    }
    let again = false;
    try {
      for (const [k, item] of items.entries())
        if (item.check && (await item.check(answerOf(results, k).rows)) === "again") again = true;
    } catch (e) {
      failed = { error: e };
      return rejectAll(items, e);
    }
    // Rare (a fresh database got its first admin): the reads go again below, on what the check wrote.
    for (const [k, item] of items.entries())
      if (!again || item.check) item.resolve(answerOf(results, k));
    if (again) await send(items.filter((i) => !i.check));
  }

  const held1 = (stmt: InStatement, check?: Check, alone = true) =>
    new Promise<ResultSet>((resolve, reject) => hold({ stmt, resolve, reject, check }, alone));

  async function execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const stmt: InStatement =
      typeof stmtOrSql === "string" ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
    if (readsOnly(sqlOf(stmt))) return held1(stmt);
    await settle();
    return inner.execute(stmt);
  }

  const client: Client = {
    execute,
    async batch(stmts, mode) {
      await settle();
      return inner.batch(stmts, mode);
    },
    async migrate(stmts) {
      await settle();
      return inner.migrate(stmts);
    },
    async transaction(mode?: TransactionMode) {
      await settle();
      return inner.transaction(mode);
    },
    async executeMultiple(sql) {
      await settle();
      return inner.executeMultiple(sql);
    },
    sync: () => inner.sync(),
    close: () => inner.close(),
    reconnect: () => inner.reconnect(),
    get closed() {
      return inner.closed;
    },
    get protocol() {
      return inner.protocol;
    },
  };

  return {
    client,
    trips: {
      sessions,
      settle,
      unsent: () => riders.length > 0,
      async guard<T>(sql: string, args: InArgs, check: (rows: T[]) => void) {
        const rs = await held1({ sql, args }, (rows) => void check(rowsAs<T>(rows)));
        return rowsAs<T>(rs.rows);
      },
      prelude(items) {
        // Checks in order, before the request's own statements; they write only on a fresh database.
        for (const { stmt, check } of items) held1(stmt, check, false).catch(() => undefined);
      },
    },
  };
}
