// The API server the bench measures: what `npm start` runs once the server is built (`node [flags]
// dist/server/node.mjs`, package.json's start), built again first when stale; before that build existed, the
// TypeScript entry through tsx.
import { type ChildProcess, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT, freePort, start, waitFor } from "./processes";

export const ADMIN = { email: "bench@patrimoine-locatif.fr", password: "bench-mot-de-passe" };
const EXTRA_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** Builds the server when missing or older than its sources (the project's own check when it has one). */
function buildIfStale(built: string) {
  const own = join(ROOT, "scripts", "build-server.mjs");
  if (existsSync(own)) {
    const r = spawnSync(process.execPath, [own, "--if-stale"], { cwd: ROOT, stdio: "inherit" });
    if (r.status !== 0) throw new Error("npm run build:server a échoué");
    return;
  }
  const sources = Math.max(
    newestMtime(join(ROOT, "worker")),
    newestMtime(join(ROOT, "migrations")),
    statSync(join(ROOT, "package-lock.json")).mtimeMs,
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log("[bench] serveur à construire : npm run build:server...");
  const r = spawnSync("npm", ["run", "build:server"], { cwd: ROOT, stdio: "inherit" });
  if (r.status !== 0 || !existsSync(built)) throw new Error("npm run build:server a échoué");
}

/** The script and node flags of `npm start` when it runs plain node on a built file; else the tsx entry. */
export function serverCommand(): { script: string; nodeArgs: string[] } {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const [bin, ...args] = (scripts.start ?? "").trim().split(/\s+/);
  const script = args.at(-1);
  if (bin !== "node" || !script || !/\.m?js$/.test(script))
    return { script: "worker/entry/node.ts", nodeArgs: EXTRA_NODE_ARGS };
  buildIfStale(join(ROOT, script));
  return { script, nodeArgs: [...args.slice(0, -1), ...EXTRA_NODE_ARGS] };
}

export interface ApiServer {
  url: string;
  pid: number;
  /** The process, for a step that stops its own server (processes.ts stop). */
  child?: ChildProcess;
}

/** Starts an API server on a data folder (extra env: API_CACHE=off...) and waits for its first answer. */
export async function startApi(
  name: string,
  command: ReturnType<typeof serverCommand>,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ApiServer> {
  const port = await freePort();
  const child = start(
    name,
    command.script,
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    command.nodeArgs,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/version`);
  return { url, pid: child.pid!, child };
}

/** Starts a small server of tests/bench (hello-world, reference) and waits for it. */
export async function startBare(
  name: string,
  script: string,
  probe: string,
  env: Record<string, string> = {},
): Promise<ApiServer> {
  const port = await freePort();
  const child = start(name, script, { PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${probe}`);
  return { url, pid: child.pid! };
}
