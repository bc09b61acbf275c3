// The API server the bench measures: the built one (`node dist/server/node.mjs`, what `npm start` runs) when the
// project has `npm run build:server`, built again first when older than its sources; else the TypeScript entry
// through tsx (before that build existed).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT, freePort, start, waitFor } from "./processes";

export const ADMIN = { email: "bench@patrimoine-locatif.fr", password: "bench-mot-de-passe" };
const BUILT = "dist/server/node.mjs";
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

/** Builds the server when the project can and the build is missing or stale; answers the script to run. */
export function serverScript(): string {
  const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  if (!scripts["build:server"]) return "worker/entry/node.ts";
  const built = join(ROOT, BUILT);
  const sources = Math.max(newestMtime(join(ROOT, "worker")), newestMtime(join(ROOT, "migrations")), statSync(join(ROOT, "package-lock.json")).mtimeMs);
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log("[bench] serveur à construire : npm run build:server...");
    const r = spawnSync("npm", ["run", "build:server"], { cwd: ROOT, stdio: "inherit" });
    if (r.status !== 0 || !existsSync(built)) throw new Error("npm run build:server a échoué");
  }
  return BUILT;
}

export interface ApiServer {
  url: string;
  pid: number;
}

/** Starts an API server on a data folder (extra env: API_CACHE=off...) and waits for its first answer. */
export async function startApi(name: string, script: string, dataDir: string, env: Record<string, string> = {}): Promise<ApiServer> {
  const port = await freePort();
  const child = start(name, script, { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env }, EXTRA_NODE_ARGS);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/version`);
  return { url, pid: child.pid! };
}

/** Starts a small server of tests/bench (hello-world, reference) and waits for it. */
export async function startBare(name: string, script: string, probe: string, env: Record<string, string> = {}): Promise<ApiServer> {
  const port = await freePort();
  const child = start(name, script, { PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${probe}`);
  return { url, pid: child.pid! };
}
