#!/usr/bin/env node
// `npm run dev:edge`: the Cloudflare entry locally under `wrangler dev`, its database served by the TEST-ONLY libSQL
// HTTP server (tests/support/libsql-server.ts) over .data/edge.db, migrated the way `npm run db:migrate` does it.
// Local R2 lives under .wrangler/state. Trigger the daily job with: curl http://localhost:8787/__scheduled
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tsImport } from "tsx/esm/api";

const DATA = process.env.DATA_DIR ?? ".data";
const PORT = process.env.PORT ?? "8787";
mkdirSync(DATA, { recursive: true });

// No web build here: wrangler.toml's [build] runs `npm run build` at start and again when worker/ or web/src change.

const { startEdgeDatabase } = await tsImport("../tests/support/edge-db.ts", import.meta.url);
const db = await startEdgeDatabase({
  path: `${DATA}/edge.db`,
  port: Number(process.env.LIBSQL_PORT ?? 0),
});
console.log(`[dev:edge] libSQL (test-only) sur ${db.url}, base ${db.path}`);

// A JWT secret kept between runs, so sessions survive a restart of dev:edge.
const secretFile = `${DATA}/edge-jwt-secret`;
if (!existsSync(secretFile))
  writeFileSync(secretFile, randomBytes(48).toString("base64url"), { mode: 0o600 });
const vars = { LIBSQL_URL: db.url, JWT_SECRET: readFileSync(secretFile, "utf8").trim() };
// Without both, the worker creates admin@localhost with a temporary password it prints once (see the log below).
if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD)
  Object.assign(vars, {
    ADMIN_EMAIL: process.env.ADMIN_EMAIL,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
  });

// Values go on the command line rather than into .dev.vars, so nothing is left behind for the tests to pick up.
const args = [
  "wrangler",
  "dev",
  "--test-scheduled",
  "--port",
  PORT,
  "--ip",
  "127.0.0.1",
  ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
];
// workerd under wrangler dev holds ~7 descriptors per request in flight (the client's socket, the dev proxy's hops,
// the libSQL fetch): 200 concurrent requests took ~1,400, and past the usual soft limit of 1,024 it failed with
// "Too many open files". So the soft limit is raised to the hard one (what a process may do without privileges)
// before wrangler starts; a shell does it, Node has no setrlimit.
const RAISE_FD_LIMIT = 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"';
// detached = setsid: wrangler and workerd get their own process group, which we stop as a whole (killing the npx
// pid alone leaves workerd holding the port).
const wrangler = spawn("sh", ["-c", RAISE_FD_LIMIT, "sh", "npx", ...args], {
  stdio: "inherit",
  detached: true,
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});

const killGroup = (signal) => {
  try {
    process.kill(-wrangler.pid, signal);
  } catch {
    // the group is already gone
  }
};
const wranglerExited = new Promise((resolve) => wrangler.on("exit", (code) => resolve(code ?? 0)));

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  killGroup("SIGTERM");
  // A few seconds to shut down cleanly, then the whole group goes.
  await Promise.race([wranglerExited, new Promise((r) => setTimeout(r, 3000).unref())]);
  killGroup("SIGKILL");
  await db.close();
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
process.on("exit", () => killGroup("SIGKILL"));
wranglerExited.then((code) => stop(code));
