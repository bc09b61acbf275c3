import { createClient } from "@libsql/client/web";
import { version as PACKAGE_VERSION } from "../../package.json";
import { createApp } from "../app";
import { bootstrap } from "../db/bootstrap";
import { createDb } from "../db/client";
import { runScheduled } from "../jobs/scheduled";
import { logMailer, systemClock, type Ports } from "../ports";
import { r2Store } from "./r2-store";

// The Cloudflare Workers entry: libSQL over HTTP (Turso / sqld), files in R2, the web build as Workers static assets.
// Migrations are not applied here (`npm run db:migrate` does it at deploy time): the isolate cannot read migrations/.

export interface Env {
  ASSETS: Fetcher;
  FILES: R2Bucket;
  LIBSQL_URL?: string;
  LIBSQL_AUTH_TOKEN?: string;
  JWT_SECRET?: string;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  APP_VERSION?: string;
  PUBLIC_URL?: string;
  CONTACT_EMAIL?: string;
}

/** A deployment mistake (a missing secret): answered as a clear 500, never retried per request as a crash. */
class ConfigError extends Error {}

interface Isolate {
  ports: Ports;
  app: ReturnType<typeof createApp>;
  ready: Promise<unknown> | null;
}

// One set of ports per isolate (keyed by env, which is stable for an isolate's lifetime): the libSQL client, the
// Hono router and the bootstrap are built on the first request, not on every one.
const isolates = new WeakMap<Env, Isolate>();

function isolateFor(env: Env): Isolate {
  const known = isolates.get(env);
  if (known) return known;
  const missing = (["JWT_SECRET", "LIBSQL_URL"] as const).filter((k) => !env[k]);
  if (missing.length) throw new ConfigError(`Configuration incomplète : ${missing.join(", ")} manquant (wrangler secret put ${missing[0]}).`);
  const ports: Ports = {
    db: createDb(createClient({ url: env.LIBSQL_URL!, authToken: env.LIBSQL_AUTH_TOKEN || undefined })),
    files: r2Store(env.FILES),
    mailer: logMailer(),
    clock: systemClock,
    config: {
      jwtSecret: env.JWT_SECRET!,
      version: env.APP_VERSION || PACKAGE_VERSION,
      publicUrl: env.PUBLIC_URL || "http://localhost:8787",
      contactEmail: env.CONTACT_EMAIL || "contact@patrimoine-locatif.fr",
    },
  };
  const isolate: Isolate = { ports, app: createApp(ports), ready: null };
  isolates.set(env, isolate);
  return isolate;
}

/** The tva variable and the first admin on a fresh database; once per isolate, retried if the database was down. */
function ensureBootstrapped(isolate: Isolate, env: Env) {
  isolate.ready ??= bootstrap(isolate.ports.db, env).then(
    (admin) => {
      // As on Node: without ADMIN_EMAIL / ADMIN_PASSWORD, the generated temporary password is shown once, in the
      // worker's logs (wrangler tail / dashboard), or nobody could ever log in. It must be changed at first login.
      if (admin?.generatedPassword) console.log(`Premier administrateur : ${admin.email} ; mot de passe temporaire : ${admin.generatedPassword}`);
    },
    (e) => {
      isolate.ready = null;
      throw e;
    },
  );
  return isolate.ready;
}

const isServerPath = (path: string) => /^\/(api|files)(\/|$)/.test(path);

const jsonError = (code: string, message: string) =>
  Response.json({ error: { code, message } }, { status: 500, headers: { "Cache-Control": "no-store" } });

export default {
  async fetch(request, env, ctx) {
    // Everything but the API and stored files is the React app (assets with SPA fallback, see wrangler.toml).
    if (!isServerPath(new URL(request.url).pathname)) {
      return env.ASSETS ? env.ASSETS.fetch(request) : new Response("Not found", { status: 404 });
    }
    let isolate: Isolate;
    try {
      isolate = isolateFor(env);
      await ensureBootstrapped(isolate, env);
    } catch (e) {
      if (e instanceof ConfigError) return jsonError("config", e.message);
      const ref = crypto.randomUUID();
      console.error(`[${ref}] initialisation`, e);
      return jsonError("unavailable", `La base de données est indisponible (référence ${ref}).`);
    }
    return isolate.app.fetch(request, env, ctx);
  },

  async scheduled(_controller, env, ctx) {
    const isolate = isolateFor(env);
    ctx.waitUntil(ensureBootstrapped(isolate, env).then(() => runScheduled(isolate.ports)));
  },
} satisfies ExportedHandler<Env>;
