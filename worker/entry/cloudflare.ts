import { createClient } from "@libsql/client/web";
import { getTableName, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql/web";
import { version as PACKAGE_VERSION } from "../../package.json";
import { createApp } from "../app";
import { bootstrap } from "../db/bootstrap";
import { createDb } from "../db/client";
import { User, Variable } from "../db/schema";
import type { SessionUser } from "../auth/middleware";
import { pipelinedClient } from "./round-trips";
import { edgeListCache } from "./edge-list-cache";
import { runScheduled } from "../jobs/scheduled";
import { consumeJob } from "../jobs/queue";
import { logJob } from "../jobs/log";
import { runProgress } from "../services/job-runs";
import {
  systemClock,
  type Clock,
  type Config,
  type JobMessage,
  type JobQueue,
  type Ports,
} from "../ports";
import { r2Store } from "./r2-store";
import { agenceFromEnv } from "../lib/agence";
import { MSG_UNAVAILABLE } from "../lib/errors";
import { edgeMailer, type MailEnv } from "./edge-mailer";
import {
  countingBinding,
  countingFetch,
  newSubrequests,
  totalOf,
  type Subrequests,
} from "./subrequests";

// The Cloudflare Workers entry: libSQL over HTTP (Turso / sqld), files in R2, the web build as Workers static assets.
// Migrations are not applied here (`npm run db:migrate` does it at deploy time): the isolate cannot read migrations/.

export interface Env extends MailEnv {
  ASSETS: Fetcher;
  FILES: R2Bucket;
  /** The daily job's queue (wrangler.toml [[queues.producers]]); absent, the cron runs its batches in process. */
  JOBS?: Queue<JobMessage>;
  LIBSQL_URL?: string;
  LIBSQL_AUTH_TOKEN?: string;
  JWT_SECRET?: string;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  APP_VERSION?: string;
  PUBLIC_URL?: string;
  CONTACT_EMAIL?: string;
  AGENCE_NOM?: string;
  AGENCE_ADRESSE?: string;
  AGENCE_SIRET?: string;
  AGENCE_CARTE_PRO?: string;
  AGENCE_TELEPHONE?: string;
}

/** A deployment mistake (a missing or short secret, a database without foreign keys): a clear French 500, not a crash. */
class ConfigError extends Error {}

// HS256 keys shorter than the hash (32 bytes) can be brute-forced offline from any token (same rule as Node).
const JWT_MIN_BYTES = 32;

/**
 * What an isolate keeps between requests: only I/O-free things. Workers forbid a request from awaiting a promise
 * created or resolved by another request's I/O, and a libSQL client holds such promises (its concurrency limiter,
 * the protocol-version probe): one client shared by the isolate's requests hung the worker under 50 parallel
 * requests, for good. So the client, the db and the ports are built per request; the state below is plain values.
 */
interface IsolateState {
  config: Config;
  /** The router, built once: it reads each request's ports from `requestPorts`. */
  app: ReturnType<typeof createApp>;
  /** Set after one successful bootstrap; until then every request runs it (it is idempotent), none waits on another. */
  bootstrapped: boolean;
  /** A database that does not enforce foreign keys, found once: every API request answers it. */
  refused?: ConfigError;
  /** The sessions the isolate last confirmed (plain values): a read starts from one, its round trip checks it. */
  sessions: Map<number, SessionUser>;
}

// Keyed by env, which is stable for an isolate's lifetime (a test passing another env gets its own state).
const isolates = new WeakMap<Env, IsolateState>();
// The ports fetch() built for a request, handed to the shared router (one libSQL client per request).
const requestPorts = new WeakMap<Request, Ports>();

function stateFor(env: Env): IsolateState {
  const known = isolates.get(env);
  if (known) return known;
  const missing = (["JWT_SECRET", "LIBSQL_URL"] as const).filter((k) => !env[k]);
  if (missing.length)
    throw new ConfigError(
      `Configuration incomplète : ${missing.join(", ")} manquant (wrangler secret put ${missing[0]}).`,
    );
  if (new TextEncoder().encode(env.JWT_SECRET!).length < JWT_MIN_BYTES)
    throw new ConfigError(
      `JWT_SECRET est trop court : il doit contenir au moins ${JWT_MIN_BYTES} octets (par exemple \`openssl rand -base64 48\`, puis wrangler secret put JWT_SECRET).`,
    );
  const state: IsolateState = {
    config: {
      jwtSecret: env.JWT_SECRET!,
      version: env.APP_VERSION || PACKAGE_VERSION,
      publicUrl: env.PUBLIC_URL || "http://localhost:8787",
      contactEmail: env.CONTACT_EMAIL || "contact@patrimoine-locatif.fr",
      agence: agenceFromEnv(env),
    },
    bootstrapped: false,
    sessions: new Map(),
    app: createApp((req) => {
      const p = requestPorts.get(req);
      if (!p) throw new Error("ports absents pour cette requête");
      return p;
    }),
  };
  isolates.set(env, state);
  return state;
}

/** The caller as Cloudflare saw it: CF-Connecting-IP is set by Cloudflare itself, a client cannot forge it. */
const cfClientAddress = (req: Request) => req.headers.get("CF-Connecting-IP") || "inconnue";

/** `count`: the invocation's subrequests, counted (the daily job's invocations). */
function portsFor(
  env: Env,
  state: IsolateState,
  clock: Clock = systemClock,
  count?: Subrequests,
): Ports {
  return {
    db: createDb(drizzle, httpClient(env, count)),
    files: r2Store(count ? countingBinding(env.FILES, count, "r2") : env.FILES),
    mailer: edgeMailer(
      count && env.SEND_EMAIL
        ? { ...env, SEND_EMAIL: countingBinding(env.SEND_EMAIL, count, "mail") }
        : env,
      count ? countingFetch(count, "mail") : fetch,
    ),
    clock,
    config: state.config,
    clientAddress: cfClientAddress,
  };
}

/** `count`: the invocation's subrequests, its libSQL requests counted (the daily job's invocations). */
const httpClient = (env: Env, count?: Subrequests) =>
  createClient({
    url: env.LIBSQL_URL!,
    authToken: env.LIBSQL_AUTH_TOKEN || undefined,
    ...(count ? { fetch: countingFetch(count, "libsql") } : {}),
  });

/**
 * A request's ports: its reads issued together go as one round trip, its session check with them, and, until the
 * isolate has seen its database once, the first-start checks too (`worker/entry/round-trips.ts`, issue 22).
 */
function requestPortsFor(env: Env, state: IsolateState) {
  const inner = httpClient(env);
  const { client, trips } = pipelinedClient(inner, state.sessions);
  if (!state.bootstrapped) {
    const plain = createDb(drizzle, inner);
    let hasTva = false;
    trips.prelude([
      {
        // sqld and Turso enforce foreign keys on every connection; the schema's cascades and links rely on it.
        stmt: "PRAGMA foreign_keys",
        check: ([row]) => {
          if (Number(row?.[0]) === 1) return undefined;
          state.refused = refusedDatabase();
          throw state.refused;
        },
      },
      {
        stmt: {
          sql: `select "${Variable.id.name}" from "${getTableName(Variable)}" where "${Variable.nom.name}" = ?`,
          args: ["tva"],
        },
        check: (rows) => void (hasTva = rows.length > 0),
      },
      {
        stmt: `select "${User.id.name}" from "${getTableName(User)}" limit 1`,
        async check(rows) {
          if (hasTva && rows.length) {
            state.bootstrapped = true;
            return undefined;
          }
          // A fresh database (once ever): the defaults are written, then the request's reads go again.
          await firstStart(state, plain, env);
          return "again";
        },
      },
    ]);
  }
  const ports: Ports = {
    ...portsFor(env, state),
    db: createDb(drizzle, client),
    roundTrips: trips,
  };
  return { ports, trips };
}

const refusedDatabase = () =>
  new ConfigError(
    "Le serveur libSQL n'applique pas les clés étrangères (PRAGMA foreign_keys vaut 0) : les suppressions en cascade et les liens entre données ne seraient pas garantis. Utilisez sqld ou Turso.",
  );

/** The tva variable and the first admin, on a database that lacks them; the generated password shown once. */
async function firstStart(state: IsolateState, db: Ports["db"], env: Env) {
  const admin = await bootstrap(db, env);
  // As on Node: without ADMIN_EMAIL / ADMIN_PASSWORD, the generated temporary password is shown once, in the
  // worker's logs (wrangler tail / dashboard), or nobody could ever log in. It must be changed at first login.
  if (admin?.generatedPassword)
    console.log(
      `Premier administrateur : ${admin.email} ; mot de passe temporaire : ${admin.generatedPassword}`,
    );
  state.bootstrapped = true;
}

/** The daily job's start: the foreign-key check and the defaults, until they have succeeded once in this isolate. */
async function ensureBootstrapped(state: IsolateState, ports: Ports, env: Env) {
  if (state.refused) throw state.refused;
  if (state.bootstrapped) return;
  // sqld and Turso enforce foreign keys on every connection; the schema's cascades and links rely on it.
  const [row] = await ports.db.values<[number]>(sql`PRAGMA foreign_keys`);
  if (Number(row?.[0]) !== 1) {
    state.refused = refusedDatabase();
    throw state.refused;
  }
  await firstStart(state, ports.db, env);
}

/** The database found unfit (read again after a request: a round trip of it may have found it so). */
const refusal = (state: IsolateState) => state.refused;

const isServerPath = (path: string) => /^\/(api|files)(\/|$)/.test(path);

const jsonError = (code: string, message: string, status = 500) =>
  Response.json(
    { error: { code, message } },
    {
      status,
      headers: { "Cache-Control": "no-store", ...(status === 503 ? { "Retry-After": "5" } : {}) },
    },
  );

export default {
  async fetch(request, env, ctx) {
    // Everything but the API and stored files is the React app (assets with SPA fallback, see wrangler.toml).
    if (!isServerPath(new URL(request.url).pathname)) {
      return env.ASSETS ? env.ASSETS.fetch(request) : new Response("Not found", { status: 404 });
    }
    let state: IsolateState;
    try {
      state = stateFor(env);
    } catch (e) {
      if (e instanceof ConfigError) return jsonError("config", e.message);
      throw e;
    }
    if (refusal(state)) return jsonError("config", refusal(state)!.message);
    // The first-start checks go with the request's first round trip (requestPortsFor); the database unreachable
    // then is the request's 503, and the next request checks again.
    const answer = async (req: Request) => {
      const { ports, trips } = requestPortsFor(env, state);
      requestPorts.set(req, { ...ports, sharedLists: edgeListCache(env, ctx) });
      const res = await state.app.fetch(req, env, ctx);
      return { res, trips };
    };
    let { res, trips } = await answer(request);
    // Started from a user the isolate knew, who has changed since (demoted...): answered again, once, from the
    // copy the middleware kept of a body already read. Nothing was written: writes wait for the user's check.
    if (trips.stale) ({ res, trips } = await answer(trips.replay ?? request));
    // A request that read nothing still checks a database the isolate has not seen yet, as every API request does.
    if (trips.unsent())
      try {
        await trips.settle();
      } catch (e) {
        if (!(e instanceof ConfigError)) {
          console.error(`[${crypto.randomUUID()}] initialisation`, e);
          return jsonError("unavailable", MSG_UNAVAILABLE, 503);
        }
      }
    // Found by this request's first round trip: its answer (a plain 500) becomes the configuration's.
    const refused = refusal(state);
    return refused ? jsonError("config", refused.message) : res;
  },

  async scheduled(controller, env, ctx) {
    const state = stateFor(env);
    const count = newSubrequests();
    // The job's "now" is the time the cron was due: a late start still works on the day it was meant for.
    const ports = portsFor(env, state, { now: () => new Date(controller.scheduledTime) }, count);
    const jobs = env.JOBS && edgeQueue(env.JOBS, count);
    ctx.waitUntil(
      ensureBootstrapped(state, ports, env)
        .then(() => runScheduled(jobs ? { ...ports, jobs } : ports, "cron"))
        .then(
          (r) => logInvocation(ports, "scheduled", count, { runId: r.runId }),
          (e) => {
            logJob(ports, "job.failure", { what: "cron", message: String(e) });
            throw e;
          },
        ),
    );
  },

  /**
   * The daily job's batches (ADR 015): each message is one batch of fixed size. A failing one is retried later
   * with a growing delay; after wrangler.toml's max_retries it goes to the dead-letter queue, its failure in the
   * run's report. What a batch committed is never made twice by its retry.
   */
  async queue(batch, env) {
    const state = stateFor(env);
    const count = newSubrequests();
    const ports = portsFor(env, state, systemClock, count);
    await ensureBootstrapped(state, ports, env);
    const jobs = env.JOBS ? edgeQueue(env.JOBS, count) : undefined;
    for (const m of batch.messages) {
      try {
        if (!jobs) throw new Error("file JOBS absente");
        await consumeJob(ports, jobs, m.body);
        m.ack();
      } catch (e) {
        const message = String(e).slice(0, 300);
        logJob(ports, "job.failure", {
          runId: m.body.runId,
          kind: m.body.kind,
          attempt: m.attempts,
          message,
        });
        if (m.attempts >= LAST_ATTEMPT)
          await runProgress(ports, m.body.runId, {
            failures: [{ what: `lot ${m.body.kind} (abandonné)`, message }],
          })
            .run()
            .catch(() => {});
        m.retry({ delaySeconds: Math.min(30 * 2 ** (m.attempts - 1), 3600) });
      }
    }
    logInvocation(ports, "queue", count, {
      messages: batch.messages.length,
      kinds: batch.messages.map((m) => m.body.kind),
      runIds: [...new Set(batch.messages.map((m) => m.body.runId))],
    });
  },
} satisfies ExportedHandler<Env, JobMessage>;

/** wrangler.toml's max_retries + 1: the attempt after which a message goes to the dead-letter queue. */
const LAST_ATTEMPT = 6;

/** The producer side: Queues takes at most 100 messages per sendBatch. */
function edgeQueue(queue: Queue<JobMessage>, count: Subrequests): JobQueue {
  const counted = countingBinding(queue, count, "queue");
  return {
    async send(messages) {
      for (let i = 0; i < messages.length; i += 100)
        await counted.sendBatch(messages.slice(i, i + 100).map((body) => ({ body })));
    },
  };
}

function logInvocation(ports: Ports, handler: string, count: Subrequests, extra: object) {
  logJob(ports, "job.invocation", {
    handler,
    subrequests: { ...count, total: totalOf(count) },
    ...extra,
  });
}
