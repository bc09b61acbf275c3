import { createClient } from "@libsql/client/web";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql/web";
import { version as PACKAGE_VERSION } from "../../package.json";
import { createApp } from "../app";
import type { SessionUser } from "../auth/session-user";
import { bootstrap } from "../db/bootstrap";
import { createDb } from "../db/client";
import { journalClient } from "../services/journal/ecrivain";
import { present } from "../domain/present";
import { agenceFromEnv } from "../lib/agence";
import { filesPrefixOf } from "../platform/agencies";
import { systemClock, type Clock, type Config, type FileStore, type Ports } from "../ports";
import type { Env } from "./edge-env";
import { busyRetriedClient, busyRetriedDb } from "./busy-retry";
import { edgeMailer } from "./edge-mailer";
import { prefixedStore } from "./prefixed-store";
import { r2Store } from "./r2-store";
import { countingBinding, countingFetch, type Subrequests } from "./subrequests";

// What the edge entry keeps per isolate and builds per request or invocation: the state of one agency's env (its
// config, router, confirmed sessions, first start) and the ports over its database, bucket and mail.

/** A deployment mistake (a missing or short secret, a database without foreign keys): a clear French 500, not a crash. */
export class ConfigError extends Error {}

// HS256 keys shorter than the hash (32 bytes) can be brute-forced offline from any token (same rule as Node).
const JWT_MIN_BYTES = 32;

/**
 * What an isolate keeps between requests: only I/O-free things. Workers forbid a request from awaiting a promise
 * created or resolved by another request's I/O, and a libSQL client holds such promises (its concurrency limiter,
 * the protocol-version probe): one client shared by the isolate's requests hung the worker under 50 parallel
 * requests, for good. So the client, the db and the ports are built per request; the state below is plain values.
 */
export interface IsolateState {
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
export const requestPorts = new WeakMap<Request, Ports>();

export function stateFor(env: Env): IsolateState {
  const known = isolates.get(env);
  if (known) return known;
  const { JWT_SECRET: jwtSecret, LIBSQL_URL: libsqlUrl } = env;
  const missing = (["JWT_SECRET", "LIBSQL_URL"] as const).filter((k) => !env[k]);
  if (!jwtSecret || !libsqlUrl)
    throw new ConfigError(
      `Configuration incomplète : ${missing.join(", ")} manquant (wrangler secret put ${missing[0]}).`,
    );
  if (new TextEncoder().encode(jwtSecret).length < JWT_MIN_BYTES)
    throw new ConfigError(
      `JWT_SECRET est trop court : il doit contenir au moins ${JWT_MIN_BYTES} octets (par exemple \`openssl rand -base64 48\`, puis wrangler secret put JWT_SECRET).`,
    );
  const state: IsolateState = {
    config: {
      jwtSecret,
      version: env.APP_VERSION || PACKAGE_VERSION,
      publicUrl: env.PUBLIC_URL || "http://localhost:8787",
      contactEmail: env.CONTACT_EMAIL || "contact@patrimoine-locatif.fr",
      agence: agenceFromEnv(env),
      agenceId: env.AGENCE_ID,
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
export function portsFor(
  env: Env,
  state: IsolateState,
  clock: Clock = systemClock,
  count?: Subrequests,
): Ports {
  return {
    // No request's writer: the daily job's writes are the system's in the journal (ADR 029).
    db: busyRetriedDb(
      createDb(
        drizzle,
        journalClient(httpClient(env, count), () => undefined),
      ),
    ),
    files: agencyFiles(env, r2Store(count ? countingBinding(env.FILES, count, "r2") : env.FILES)),
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

/** An agency of a platform sees its own prefix of the shared bucket; the single agency, the whole bucket. */
const agencyFiles = (env: Env, store: FileStore) =>
  env.AGENCE_ID ? prefixedStore(store, filesPrefixOf(env.AGENCE_ID)) : store;

/**
 * `count`: the invocation's subrequests, its libSQL requests counted (the daily job's invocations). Its statements and
 * batches are tried again on SQLITE_BUSY (busy-retry.ts); its ports' `db` does the same for whole transactions.
 */
export const httpClient = (env: Env, count?: Subrequests) =>
  busyRetriedClient(
    createClient({
      url: present(env.LIBSQL_URL, "LIBSQL_URL (vérifié au démarrage de l'isolat)"),
      authToken: env.LIBSQL_AUTH_TOKEN || undefined,
      ...(count ? { fetch: countingFetch(count, "libsql") } : {}),
    }),
  );

export const refusedDatabase = () =>
  new ConfigError(
    "Le serveur libSQL n'applique pas les clés étrangères (PRAGMA foreign_keys vaut 0) : les suppressions en cascade et les liens entre données ne seraient pas garantis. Utilisez sqld ou Turso.",
  );

/** The tva variable and the first admin, on a database that lacks them; the generated password shown once. */
export async function firstStart(state: IsolateState, db: Ports["db"], env: Env) {
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
export async function ensureBootstrapped(state: IsolateState, ports: Ports, env: Env) {
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
