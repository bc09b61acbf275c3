import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
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
  /** Keeps a copy of the data folder as it is now (the database copied consistently while the server runs). */
  keep(): Promise<void>;
  /** Stops the server, puts the kept data folder back and starts it again on the same port; false if none kept. */
  reset(): Promise<boolean>;
}

/** The servers of this test file that are running, for the retry's reset (retry-reset.ts). */
export const liveServers = new Set<E2EServer>();

export interface StartOptions {
  /** Known admin (ADMIN_EMAIL / ADMIN_PASSWORD). `null`: first start without them, password read from stdout. */
  admin?: { email: string; password: string } | null;
  startTimeoutMs?: number;
  /** Writes the data folder before the server's first start (a seeded database: liste-20000's 20,000 lots). */
  prepare?: (dataDir: string, dbFile: string) => Promise<void>;
  /**
   * A folder with nothing in it, the database made by the server's own first start. Otherwise (and unless `prepare`
   * writes it) the database is a copy of the run's migrated one (ADR 125); a first start without ADMIN_* (`admin:
   * null`) is always a new folder.
   */
  dossierNeuf?: boolean;
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
  "JOB_START_DELAY_MS",
];

export const GENERATED_PASSWORD_LINE = /Mot de passe temporaire[^:\n]*:\s*(\S+)/;
/** The start run's last line on the Node console (worker/jobs/log.ts), or its failure (worker/entry/node.ts). */
const START_JOB_OVER = /"event":"job\.run".*"done":true|\[tâche quotidienne\]/;
const GENERATED_EMAIL_LINE = /Premier administrateur\s*:\s*(\S+)/;

/** The run's migrated database (global-setup.ts), or none outside a vitest run: the server then migrates its own. */
function modeleDb(): string | undefined {
  try {
    return inject("modeleDb");
  } catch {
    return undefined;
  }
}

/** The frozen copy of the build made by the global setup (web/dist itself outside a vitest run). */
function webDist(): string {
  try {
    return inject("webDist") ?? join(ROOT, "web", "dist");
  } catch {
    return join(ROOT, "web", "dist");
  }
}

const DB_FILE = "patrimoine.db";

/**
 * A consistent copy of the server's WAL database, for the retry's reset (ADR 138): the database file and its WAL
 * copied while a write transaction of ours holds SQLite's write lock, so no commit lands during the copy and the
 * WAL is not restarted; a checkpoint meanwhile only writes into the file pages the copied WAL holds too, and the
 * copy's first opening replays them. About 10 ms instead of a `VACUUM INTO`'s 200 to 270 ms (the baseline's
 * 760 objects rebuilt), paid before every test on CI. When the lock is not had at once (the server writing), the
 * `VACUUM INTO` as before.
 */
async function keepDatabase(from: string, to: string): Promise<void> {
  const db = createClient({ url: `file:${from}` });
  try {
    let tx: Awaited<ReturnType<typeof db.transaction>> | null = null;
    try {
      tx = await db.transaction("write");
    } catch {
      await db.execute(`VACUUM INTO '${to.replaceAll("'", "''")}'`);
      return;
    }
    try {
      copyFileSync(from, to);
      if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${to}-wal`);
    } finally {
      await tx.rollback();
    }
  } finally {
    db.close();
  }
}

export async function startServer(options: StartOptions = {}): Promise<E2EServer> {
  const admin = options.admin === undefined ? E2E_ADMIN : options.admin;
  const dataDir = mkdtempSync(join(tmpdir(), "pl-e2e-data-"));
  const keptDir = `${dataDir}-kept`;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of SCRUBBED) delete env[k];
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST: webDist(),
    NODE_ENV: "test",
    // The daily job's start run at once, not a second after listening: a test waits for it anyway (ready()).
    JOB_START_DELAY_MS: "0",
  });
  if (admin) Object.assign(env, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  const url = `http://127.0.0.1:${port}`;
  if (options.prepare) {
    try {
      await options.prepare(dataDir, join(dataDir, DB_FILE));
    } catch (err) {
      rmSync(dataDir, { recursive: true, force: true });
      throw err;
    }
  } else {
    const modele = admin && !options.dossierNeuf ? modeleDb() : undefined;
    if (modele) copyFileSync(modele, join(dataDir, DB_FILE));
  }

  let out = "";
  let running = launch();
  let credentials: E2EServer["admin"] | null = admin ? { ...admin } : null;
  let stopped = false;
  let kept = false;

  /** One server process on this port and data folder; its output appended to `out`. */
  function launch() {
    // Own process group (detached): stopping reaches the whole group.
    const child: ChildProcess = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const from = out.length;
    child.stdout!.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.stderr!.setEncoding("utf8").on("data", (d: string) => (out += d));
    const state = { from, exited: undefined as number | null | undefined };
    const exitPromise = new Promise<void>((resolve) =>
      child.on("exit", (code) => ((state.exited = code), resolve())),
    );
    const kill = async () => {
      if (state.exited !== undefined || !child.pid) return;
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
    };
    return { state, kill };
  }

  /** Until the process answers, has printed the first admin's password if generated, and its start run is over. */
  async function ready() {
    const deadline = Date.now() + (options.startTimeoutMs ?? 45_000);
    const { state } = running;
    for (;;) {
      if (state.exited !== undefined)
        throw new Error(`Le serveur s'est arrêté (code ${state.exited}) :\n${out}`);
      if (Date.now() > deadline)
        throw new Error(`Le serveur n'a pas répondu sur ${url}/api/version à temps :\n${out}`);
      try {
        const res = await fetch(`${url}/api/version`);
        if (res.ok) break;
      } catch {
        /* not listening yet */
      }
      await sleep(50);
    }
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
    while (!START_JOB_OVER.test(out.slice(state.from)) && Date.now() < deadline) await sleep(25);
  }

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    liveServers.delete(server);
    await running.kill();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(keptDir, { recursive: true, force: true });
  };

  // Best effort: a copy that fails (a file removed while it is read) only leaves this test's retry without a reset.
  const keep = async () => {
    kept = false;
    try {
      rmSync(keptDir, { recursive: true, force: true });
      // Everything but the database as files; the database apart, consistent whatever the server writes.
      cpSync(dataDir, keptDir, {
        recursive: true,
        filter: (src) => !basename(src).startsWith(DB_FILE),
      });
      await keepDatabase(join(dataDir, DB_FILE), join(keptDir, DB_FILE));
      kept = true;
    } catch (e) {
      console.warn(`[e2e] données du serveur ${url} non gardées pour un nouvel essai :`, e);
    }
  };

  const reset = async () => {
    if (!kept || stopped) return false;
    await running.kill();
    for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true });
    cpSync(keptDir, dataDir, { recursive: true });
    running = launch();
    await ready();
    return true;
  };

  const server: E2EServer = {
    url,
    port,
    dataDir,
    get admin() {
      return credentials!;
    },
    output: () => out,
    stop,
    keep,
    reset,
  };
  try {
    await ready();
  } catch (err) {
    await stop();
    throw err;
  }
  liveServers.add(server);
  return server;
}
