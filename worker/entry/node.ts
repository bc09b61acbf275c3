import { serve, type Http2Bindings, type HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "../app";
import { bootstrap } from "../db/bootstrap";
import { hashPassword } from "../auth/password";
import { sweepOrphans } from "../services/files/orphans";
import { STATIC_PAGE_HEADERS } from "../lib/csp";
import { nodePorts } from "./node-ports";
import { StartupError } from "./startup-error";
import { apiCompression } from "./api-compression";
import { webFiles } from "./web-files";
import { setApiHeaders } from "../lib/api-headers";
import { applyHeapPolicy } from "./heap-policy";

// The local / self-hosted server: embedded libSQL file, files on disk, the web build, the daily job on a timer.
const env = process.env;
// The job threads' module beside this one (ADR 096): the bundle's job-thread.mjs, job-thread.ts run from the sources.
const jobThread = new URL(
  `./job-thread.${import.meta.url.endsWith(".ts") ? "ts" : "mjs"}`,
  import.meta.url,
);
// The build's new database beside the bundle (ADR 140), copied into a new data folder; from the sources, none.
const baseNeuve = import.meta.url.endsWith(".mjs")
  ? new URL("./base-neuve.db", import.meta.url)
  : undefined;
// On a new folder, ADMIN_PASSWORD's hash (PBKDF2, on libuv's pool) is made while the database opens, not after it.
let adminHash: Promise<string> | undefined;
const onNewDatabase = () => {
  if (!env.ADMIN_PASSWORD) return;
  adminHash = hashPassword(env.ADMIN_PASSWORD);
  adminHash.catch(() => undefined); // awaited by bootstrap, which says what failed
};
const ports = await nodePorts(env, undefined, { jobThread, baseNeuve, onNewDatabase }).catch(
  (e: unknown) => {
    // A refused configuration (short JWT_SECRET...) is the operator's to fix: its French message, not a stack trace.
    if (!(e instanceof StartupError)) throw e;
    console.error(e.message);
    process.exit(1);
  },
);
const admin = await bootstrap(ports.db, env, adminHash);
// This process is the only writer: an object stored before it started and referenced by no row is what a crash
// left between storing it and writing its row (or a delete's commit and its removal). Gone before the first request.
// Stored data must never keep the server from starting: a sweep that fails is logged, and the daily job tries again.
await sweepOrphans(ports, new Date()).catch((e: unknown) =>
  console.error(
    "[fichiers orphelins] balayage du démarrage en échec, le serveur démarre quand même :",
    e,
  ),
);
const api = createApp(ports);

const WEB_DIST = env.WEB_DIST ?? "web/dist";
const buildFile = webFiles(WEB_DIST);

// The web app: the built files (compressed, cache headers: web-files.ts), then the SPA page. Its pages carry the
// edge's headers (lib/csp.ts, which web/public/_headers copies): the Content-Security-Policy, no framing, no MIME
// sniffing, a referrer policy.
const web = new Hono();
web.use("*", async (c, next) => {
  await next();
  // An HTML page has its CSP already, with its nonce (web-files.ts, lib/csp.ts htmlPage).
  for (const [name, value] of Object.entries(STATIC_PAGE_HEADERS))
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
});
web.get("*", async (c) => {
  const path = new URL(c.req.url).pathname; // still percent-encoded: buildFile decodes it once
  const file = await buildFile(c.req.raw, path);
  if (file) return file;
  // A missing build asset is a 404, not the SPA page (the browser would choke on HTML as a script).
  if (path.startsWith("/assets/")) return c.text("Introuvable", 404);
  // SPA fallback: every other path is a client route. index.html is read again when a rebuild changes it.
  return (
    (await buildFile(c.req.raw, "/index.html")) ??
    c.text("Interface web non construite : lancez `npm run build`.", 503)
  );
});

// /api, /files and everything under them belong to the API app, its JSON 404 included (mounted in one Hono app,
// an unknown API path fell through to the SPA page); `env` carries the socket for clientAddress.
const API_PATH = /^\/(api|files)(\/|\?|$)/;
// API answers in JSON are compressed here (api-compression.ts), not in the app: on the edge, Cloudflare does it.
// A cached answer is compressed from the cache's own bytes, found by the ETag it was answered with.
const compressAnswer = apiCompression(
  (etag) => (ports.listCache?.byEtag(etag) ?? ports.recordCache?.byEtag(etag))?.body,
);
const dispatch = (req: Request, bindings: HttpBindings | Http2Bindings) => {
  // The path and Accept-Encoding as Node parsed them: reading them from `req` builds its URL and its Headers, which
  // an answer as small as /api/version never needs otherwise. (A request target in absolute form is parsed.)
  const target = bindings.incoming.url ?? "/";
  if (!API_PATH.test(target.startsWith("/") ? target : new URL(req.url).pathname))
    return web.fetch(req, bindings);
  setApiHeaders(bindings.outgoing);
  const answer = api.fetch(req, bindings);
  const accepted = bindings.incoming.headers["accept-encoding"];
  // A client that takes no encoding gets the app's answer as it is, without a promise of ours in between.
  if (!accepted) return answer;
  return (async () => compressAnswer(accepted, await answer))();
};

const port = Number(env.PORT ?? 8787);
const httpServer = serve({ fetch: dispatch, port, hostname: env.HOST ?? "0.0.0.0" }, () => {
  console.log(`Patrimoine Locatif est démarré sur http://localhost:${port}`);
  if (admin?.generatedPassword) {
    console.log(`Premier administrateur : ${admin.email}`);
    console.log(
      `Mot de passe temporaire (à changer à la première connexion) : ${admin.generatedPassword}`,
    );
  } else if (admin)
    console.log(
      `Premier administrateur : ${admin.email} (mot de passe de ADMIN_PASSWORD${admin.mustChange ? ", trop courant : à changer à la première connexion" : ""})`,
    );
  // The heap policy (heap-policy.ts) once listening and printed, not before: a V8 flag set at run time changes the
  // key of the code cache Node ships for its own modules, and the ones loaded after it are compiled from source.
  // Listening loads node:cluster and node:dns, printing to a file or a pipe SyncWriteStream (ADR 145).
  applyHeapPolicy();
});

// The daily job's modules are loaded with its first run, not before the first answer (ADR 149).
const runJob = () =>
  import("../jobs/scheduled")
    .then(({ runScheduled }) => runScheduled(ports))
    .catch((e) => console.error("[tâche quotidienne]", e));
// The start's run a second after listening: its reads (the embedded driver's are synchronous) would otherwise hold
// up the first requests (issue 43). JOB_START_DELAY_MS changes the second: the browser tests, which wait for that
// run before acting, set 0 (a second saved per server started, issue 72).
const startDelay = Number(env.JOB_START_DELAY_MS ?? 1000);
// With that run, the API's route modules, loaded on demand since ADR 149 (about 150 ms of CPU on a loaded machine):
// a user's first request after that second does not wait for them; one before it loads them itself.
const first = setTimeout(
  () => {
    import("../routes/groupes/liste").catch((e) => console.error("[routes]", e));
    runJob();
  },
  Number.isFinite(startDelay) && startDelay >= 0 ? startDelay : 1000,
);
const timer = setInterval(runJob, 24 * 3600 * 1000);

const stop = () => {
  clearTimeout(first);
  clearInterval(timer);
  httpServer.close();
  ports.client.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
