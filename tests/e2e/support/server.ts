import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

/**
 * The real server for browser tests: `node dist/server/node.mjs` (what `npm start` runs, minus the prestart
 * builds, done once by `npm run test:e2e`) as a child process on a free port, with a fresh temporary DATA_DIR.
 */
export const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const SERVER = join(ROOT, "dist", "server", "node.mjs");

export const E2E_ADMIN = { email: "admin@e2e.test", password: "admin-e2e-secret" } as const;

export interface E2EServer {
  url: string;
  port: number;
  dataDir: string;
  /** The first admin's credentials: ADMIN_* when given, else the generated password read from stdout. */
  admin: { email: string; password: string };
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Known admin (ADMIN_EMAIL / ADMIN_PASSWORD). `null`: first start without them, password read from stdout. */
  admin?: { email: string; password: string } | null;
  startTimeoutMs?: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Variables of the developer's shell that would point the server elsewhere. */
const SCRUBBED = [
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "LIBSQL_URL",
  "LIBSQL_AUTH_TOKEN",
  "JWT_SECRET",
  "PORT",
  "DATA_DIR",
  "HOST",
  "WEB_DIST",
  "TRUST_PROXY",
];

export const GENERATED_PASSWORD_LINE = /Mot de passe temporaire[^:\n]*:\s*(\S+)/;
/** The start run's last line on the Node console (worker/jobs/log.ts), or its failure (worker/entry/node.ts). */
const START_JOB_OVER = /"event":"job\.run".*"done":true|\[tâche quotidienne\]/;
const GENERATED_EMAIL_LINE = /Premier administrateur\s*:\s*(\S+)/;

/** The frozen copy of the build made by the global setup (web/dist itself outside a vitest run). */
function webDist(): string {
  try {
    return inject("webDist") ?? join(ROOT, "web", "dist");
  } catch {
    return join(ROOT, "web", "dist");
  }
}

export async function startServer(options: StartOptions = {}): Promise<E2EServer> {
  const admin = options.admin === undefined ? E2E_ADMIN : options.admin;
  const dataDir = mkdtempSync(join(tmpdir(), "pl-e2e-data-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of SCRUBBED) delete env[k];
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST: webDist(),
    NODE_ENV: "test",
  });
  if (admin) Object.assign(env, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });

  // Own process group (detached): stop() reaches the whole group.
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.setEncoding("utf8").on("data", (d: string) => (out += d));
  child.stderr!.setEncoding("utf8").on("data", (d: string) => (out += d));
  let exited: number | null | undefined;
  const exitPromise = new Promise<void>((resolve) =>
    child.on("exit", (code) => ((exited = code), resolve())),
  );

  const url = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (exited === undefined && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
      const done = await Promise.race([
        exitPromise.then(() => true),
        sleep(5000).then(() => false),
      ]);
      if (!done) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          /* already gone */
        }
        await Promise.race([exitPromise, sleep(2000)]);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 45_000);
  try {
    for (;;) {
      if (exited !== undefined)
        throw new Error(`Le serveur s'est arrêté (code ${exited}) :\n${out}`);
      if (Date.now() > deadline)
        throw new Error(`Le serveur n'a pas répondu sur ${url}/api/version à temps :\n${out}`);
      try {
        const res = await fetch(`${url}/api/version`);
        if (res.ok) break;
      } catch {
        /* not listening yet */
      }
      await sleep(150);
    }
    let credentials = admin ? { ...admin } : null;
    // The generated password is printed in the listen callback; give stdout a moment to flush it.
    while (!credentials) {
      const pw = GENERATED_PASSWORD_LINE.exec(out)?.[1];
      const email = GENERATED_EMAIL_LINE.exec(out)?.[1];
      if (pw && email) credentials = { email, password: pw };
      else if (Date.now() > deadline)
        throw new Error(`Aucun mot de passe généré affiché :\n${out}`);
      else await sleep(50);
    }
    // The daily job's start run (a second after listening) acts on what a test has just made: it would anonymise the
    // former tenant a test is about to export, or generate a receipt under its feet. A test begins once it is over.
    while (!START_JOB_OVER.test(out) && Date.now() < deadline) await sleep(100);
    return { url, port, dataDir, admin: credentials, output: () => out, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
