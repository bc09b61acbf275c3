import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { readFile, stat } from "node:fs/promises";
import { createApp } from "../app";
import { bootstrap } from "../db/bootstrap";
import { runScheduled } from "../jobs/scheduled";
import { STATIC_PAGE_HEADERS } from "../lib/csp";
import { nodePorts } from "./node-ports";
import { StartupError } from "./startup-error";

// The local / self-hosted server: embedded libSQL file, files on disk, the web build, the daily job on a timer.
const env = process.env;
const ports = await nodePorts(env).catch((e: unknown) => {
  // A refused configuration (short JWT_SECRET...) is the operator's to fix: its French message, not a stack trace.
  if (!(e instanceof StartupError)) throw e;
  console.error(e.message);
  process.exit(1);
});
const admin = await bootstrap(ports.db, env);
const api = createApp(ports);

const WEB_DIST = env.WEB_DIST ?? "web/dist";
// index.html is re-read when the build changes, so a rebuild while running never serves stale asset names.
let index: { mtime: number; html: string } | null = null;
async function indexHtml(): Promise<string | null> {
  try {
    const { mtimeMs } = await stat(`${WEB_DIST}/index.html`);
    if (index?.mtime !== mtimeMs) index = { mtime: mtimeMs, html: await readFile(`${WEB_DIST}/index.html`, "utf8") };
    return index.html;
  } catch {
    return null;
  }
}

// The web app: the built files, then the SPA page. Its pages carry the edge's headers (lib/csp.ts, which
// web/public/_headers copies): the Content-Security-Policy, no framing, no MIME sniffing, a referrer policy.
const web = new Hono();
web.use("*", async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(STATIC_PAGE_HEADERS)) c.res.headers.set(name, value);
});
web.use("/*", serveStatic({ root: WEB_DIST }));
// A missing build asset is a 404, not the SPA page (the browser would choke on HTML as a script).
web.get("/assets/*", (c) => c.text("Introuvable", 404));
// SPA fallback: every other path is a client route.
web.get("*", async (c) => {
  const html = await indexHtml();
  return html ? c.html(html) : c.text("Interface web non construite : lancez `npm run build`.", 503);
});

// /api, /files and everything under them belong to the API app, its JSON 404 included (mounted in one Hono app,
// an unknown API path fell through to the SPA page); `env` carries the socket for clientAddress.
const API_PATH = /^\/(api|files)(\/|$)/;
const dispatch = (req: Request, bindings: unknown) => (API_PATH.test(new URL(req.url).pathname) ? api.fetch(req, bindings) : web.fetch(req, bindings));

const port = Number(env.PORT ?? 8787);
const httpServer = serve({ fetch: dispatch, port, hostname: env.HOST ?? "0.0.0.0" }, () => {
  console.log(`Patrimoine Locatif est démarré sur http://localhost:${port}`);
  if (admin?.generatedPassword) {
    console.log(`Premier administrateur : ${admin.email}`);
    console.log(`Mot de passe temporaire (à changer à la première connexion) : ${admin.generatedPassword}`);
  } else if (admin) console.log(`Premier administrateur : ${admin.email} (mot de passe de ADMIN_PASSWORD)`);
});

const runJob = () => runScheduled(ports).catch((e) => console.error("[tâche quotidienne]", e));
void runJob();
const timer = setInterval(runJob, 24 * 3600 * 1000);

const stop = () => {
  clearInterval(timer);
  httpServer.close();
  ports.client.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
