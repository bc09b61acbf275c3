import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// The real Node entry as `npm start` runs it (`node dist/server/node.mjs`, built by the api project's global setup) as a child process on a free port with a
// temporary DATA_DIR and a tiny stand-in web build, for what only the host does (sockets, files, static pages).

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER = join(ROOT, "dist", "server", "node.mjs");
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

/** The start run's last line on the Node console (worker/jobs/log.ts), or its failure (worker/entry/node.ts). */
const START_JOB_OVER = /"event":"job\.run".*"done":true|\[tâche quotidienne\]/;

export const NODE_ADMIN = { email: "admin@node.test", password: "admin-node-secret" } as const;
export const INDEX_HTML =
  "<!doctype html><html><body><div id=root></div><script type=module src=/assets/app.js></script></body></html>";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface NodeServer {
  url: string;
  port: number;
  /** The server's process id (its memory is read from /proc/<pid>/status). */
  pid: number;
  /** The temporary folder holding the data folder (`dataDir`) and the web build. */
  root: string;
  dataDir: string;
  output(): string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
  /** Sends a signal to the server's process group (SIGKILL: a crash, nothing flushed or closed). */
  kill(signal: NodeJS.Signals): void;
}

/**
 * Starts the server; `env` is added to (or, with undefined values, removed from) a clean environment.
 * `dataDir` defaults to a folder that does not exist yet; `prepare` may create files before the start.
 * With `waitReady: false` it returns at once (for a start that must fail).
 */
export async function startNodeServer(
  opts: {
    env?: Record<string, string | undefined>;
    prepare?: (dataDir: string) => void;
    waitReady?: boolean;
    /** More files of the stand-in web build, by path inside it ("assets/app-1a2b.js"). */
    webFiles?: Record<string, string | Uint8Array>;
    /** An existing data folder to start on (a restart), kept when the server stops. */
    dataDir?: string;
    /** Flags of node's command line before the bundle (a probe's `--import`). */
    nodeArgs?: string[];
  } = {},
): Promise<NodeServer> {
  const root = mkdtempSync(join(tmpdir(), "pl-node-"));
  const dataDir = opts.dataDir ?? join(root, "data");
  const web = join(root, "web");
  mkdirSync(join(web, "assets"), { recursive: true });
  writeFileSync(join(web, "index.html"), INDEX_HTML);
  writeFileSync(join(web, "assets", "app.js"), "console.log('ok');\n");
  for (const [path, content] of Object.entries(opts.webFiles ?? {}))
    writeFileSync(join(web, path), content);
  opts.prepare?.(dataDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of SCRUBBED) delete env[k];
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST: web,
    NODE_ENV: "test",
    ADMIN_EMAIL: NODE_ADMIN.email,
    ADMIN_PASSWORD: NODE_ADMIN.password,
    // The daily job's start run at once rather than a second after listening, and waited for below: it writes (its
    // run's report), and a write drops the cached lists, whose next answer then has a new ETag. Run later, under
    // load, it fell between a list and its revalidation (node-transfer: 200 instead of 304).
    JOB_START_DELAY_MS: "0",
  });
  for (const [k, v] of Object.entries(opts.env ?? {}))
    if (v === undefined) delete env[k];
    else env[k] = v;

  // Own process group (detached): stop() reaches the whole group.
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), SERVER], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (out += d));
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (c) => resolve((code = c))),
  );
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
  };
  const stop = async () => {
    if (code === undefined) {
      kill("SIGTERM");
      if (!(await Promise.race([exited.then(() => true), sleep(5000).then(() => false)])))
        kill("SIGKILL");
      await Promise.race([exited, sleep(2000)]);
    }
    rmSync(root, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    port,
    pid: child.pid!,
    root,
    dataDir,
    output: () => out,
    exited,
    stop,
    kill,
  };
  if (opts.waitReady === false) return server;

  const deadline = Date.now() + 45_000;
  for (;;) {
    if (code !== undefined || Date.now() > deadline) {
      await stop();
      throw new Error(`Le serveur n'a pas démarré (code ${code}) :\n${out}`);
    }
    try {
      if ((await fetch(`${url}/api/version`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(50);
  }
  // A test begins once the start run is over (as the E2E servers do): nothing it makes is then changed under it.
  while (!START_JOB_OVER.test(out) && code === undefined && Date.now() < deadline) await sleep(25);
  return server;
}

/** Logs in as the admin of NODE_ADMIN and returns the token. */
export async function adminToken(s: NodeServer): Promise<string> {
  const res = await fetch(`${s.url}/api/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ credentials: NODE_ADMIN, remember: false }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { user: { token: string } }).user.token;
}
