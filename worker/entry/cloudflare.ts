import { getTableName } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql/web";
import { createDb } from "../db/client";
import { User, Variable } from "../db/schema";
import { BUSY_RETRY_AFTER_S, MSG_BUSY, MSG_UNAVAILABLE } from "../lib/errors";
import { hostFault } from "../lib/faults";
import { htmlPage } from "../lib/csp";
import type { Ports } from "../ports";
import { agencyEnv, agencyForHost } from "./agency-directory";
import type { EdgeMessage, Env } from "./edge-env";
import {
  ConfigError,
  firstStart,
  httpClient,
  portsFor,
  refusedDatabase,
  requestPorts,
  stateFor,
  type IsolateState,
} from "./edge-isolate";
import { edgeQueue, queue, scheduled } from "./edge-jobs";
import { newSubrequests } from "./subrequests";
import { edgeListCache } from "./edge-list-cache";
import { busyRetriedDb } from "./busy-retry";
import { pipelinedClient } from "./round-trips";
import { journalClient } from "../services/journal/ecrivain";

// The Cloudflare Workers entry: libSQL over HTTP (Turso / sqld), files in R2, the web build as Workers static assets.
// Migrations are not applied here (`npm run db:migrate` does it at deploy time): the isolate cannot read migrations/.

export type { Env } from "./edge-env";

/**
 * A request's ports: its reads issued together go as one round trip, its session check with them, and, until the
 * isolate has seen its database once, the first-start checks too (`worker/entry/round-trips.ts`, issue 22).
 */
function requestPortsFor(env: Env, state: IsolateState) {
  const inner = httpClient(env);
  const { client, trips } = pipelinedClient(inner, state.sessions);
  if (!state.bootstrapped) {
    const plain = busyRetriedDb(createDb(drizzle, inner));
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
  // The request's writer, named by requireAuth and put first in each of its writes (ADR 029).
  const ecrivain: { email?: string; sessionId?: string } = {};
  const db = busyRetriedDb(
    createDb(
      drizzle,
      journalClient(client, () =>
        ecrivain.email ? { email: ecrivain.email, sessionId: ecrivain.sessionId } : undefined,
      ),
    ),
  );
  const ports: Ports = {
    ...portsFor(env, state),
    db,
    roundTrips: trips,
    // A large import is written by the queue's consumer, not by its request (ADR 082).
    ...(env.JOBS ? { jobs: edgeQueue(env.JOBS, newSubrequests(), env.AGENCE_ID) } : {}),
    // These ports and their client are the request's own: naming the writer on them is enough.
    dbDe(email, sessionId) {
      ecrivain.email = email;
      ecrivain.sessionId = sessionId;
      return db;
    },
  };
  return { ports, trips };
}

/** The database found unfit (read again after a request: a round trip of it may have found it so). */
const refusal = (state: IsolateState) => state.refused;

const isServerPath = (path: string) => /^\/(api|files)(\/|$)/.test(path);

/**
 * The app's pages (wrangler.toml sends them here, the build's files go straight to the static assets): the page
 * asked for, unconditionally (no 304: each answer has its own nonce), answered with a fresh CSP nonce (lib/csp.ts).
 */
async function webPage(assets: Fetcher, request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  headers.delete("If-Modified-Since");
  const res = await assets.fetch(new Request(request, { headers }));
  if (!res.ok || !res.headers.get("Content-Type")?.startsWith("text/html")) return res;
  return htmlPage(await res.text(), res.headers);
}

const jsonError = (code: string, message: string, status = 500) =>
  Response.json(
    { error: { code, message } },
    {
      status,
      headers: {
        "Cache-Control": "no-store",
        ...(status === 503
          ? { "Retry-After": String(code === "busy" ? BUSY_RETRY_AFTER_S : 5) }
          : {}),
      },
    },
  );

export default {
  async fetch(request, workerEnv, ctx) {
    const url = new URL(request.url);
    // Everything but the API and stored files is the React app (assets with SPA fallback, see wrangler.toml).
    if (!isServerPath(url.pathname)) {
      return workerEnv.ASSETS
        ? webPage(workerEnv.ASSETS, request)
        : new Response("Not found", { status: 404 });
    }
    const agency = await requestAgency(workerEnv, url.hostname);
    if (agency instanceof Response) return agency;
    const env = agency;
    let state: IsolateState;
    try {
      state = stateFor(env);
    } catch (e) {
      if (e instanceof ConfigError) return jsonError("config", e.message);
      throw e;
    }
    const refus = refusal(state);
    if (refus) return jsonError("config", refus.message);
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
          // The database busy past the first start's tries answers as app.onError does (lib/faults.ts).
          return hostFault(e) === "busy"
            ? jsonError("busy", MSG_BUSY, 503)
            : jsonError("unavailable", MSG_UNAVAILABLE, 503);
        }
      }
    // Found by this request's first round trip: its answer (a plain 500) becomes the configuration's.
    const refused = refusal(state);
    return refused ? jsonError("config", refused.message) : res;
  },

  scheduled: async (controller, env, ctx) => scheduled(controller, env, ctx),
  queue,
} satisfies ExportedHandler<Env, EdgeMessage>;

/**
 * The env a request runs with: the worker's own when the deployment is one agency; else the agency its hostname
 * names (ADR 018), or a JSON answer: 404 for a host no agency answers on, 503 when the platform cannot be read.
 */
async function requestAgency(workerEnv: Env, hostname: string): Promise<Env | Response> {
  if (!workerEnv.PLATFORM_LIBSQL_URL) return workerEnv;
  let agency: Awaited<ReturnType<typeof agencyForHost>>;
  try {
    agency = await agencyForHost(workerEnv, hostname);
  } catch (e) {
    console.error(`[${crypto.randomUUID()}] plateforme`, e);
    return jsonError("unavailable", MSG_UNAVAILABLE, 503);
  }
  if (!agency) return jsonError("not_found", "Aucune agence n'est servie à cette adresse.", 404);
  const target = agencyEnv(workerEnv, agency);
  return "env" in target ? target.env : jsonError("config", target.error);
}
