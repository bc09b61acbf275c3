// Child processes of the benchmarks: free ports, servers started (TypeScript through tsx, built .mjs with plain
// node), readiness, their clean stop, and what /proc says of them (CPU time, resident memory).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const children: ChildProcess[] = [];
let stopping = false;
const stopped = new WeakSet<ChildProcess>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Node's arguments to run `script`: none for built JavaScript, tsx for a TypeScript entry. */
export const loaderFor = (script: string) => (/\.m?js$/.test(script) ? [] : ["--import", "tsx"]);

export function start(
  name: string,
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
) {
  // Once stopping (Ctrl-C), nothing new starts: it would outlive the cleanup and write into a removed folder.
  if (stopping) throw new Error("arrêt en cours");
  const child = spawn(process.execPath, [...nodeArgs, ...loaderFor(script), script], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let log = "";
  const keep = (b: Buffer) => void (log = (log + b.toString()).slice(-4000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  child.on("exit", (code, signal) => {
    if (!stopping && !stopped.has(child))
      console.error(`[bench] ${name} s'est arrêté (code ${code}, signal ${signal})\n${log}`);
  });
  return child;
}

/**
 * Runs a script of the bench in a node process of its own and answers what it printed on stdout; its exit code
 * other than 0 is an error carrying the end of its stderr. For what must not be measured inside the bench's own
 * process (autocannon's latencies, a server's start, a document's CPU): by the rounds that one holds about 0.9 GB.
 */
export function runScript(
  script: string,
  args: string[],
  nodeArgs: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
) {
  if (stopping) throw new Error("arrêt en cours");
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  let err = "";
  child.stdout!.on("data", (b: Buffer) => void (out += b.toString()));
  child.stderr!.on("data", (b: Buffer) => void (err = (err + b.toString()).slice(-4000)));
  return new Promise<string>((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${script} s'est arrêté (code ${code})\n${err}`)),
    ),
  );
}

export async function waitFor(url: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > end) throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops one child (SIGTERM, then SIGKILL after 5 s). */
export function stop(c: ChildProcess) {
  stopped.add(c);
  return new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    const hard = setTimeout(() => c.kill("SIGKILL"), 5000);
    c.once("exit", () => (clearTimeout(hard), resolve()));
    c.kill("SIGTERM");
  });
}

/** Stops every child (SIGTERM, then SIGKILL after 5 s). */
export async function stopAll() {
  stopping = true;
  await Promise.all(children.map(stop));
}

/** Stops every child, then runs the cleanups (temp folders), once, also on Ctrl-C or SIGTERM. */
const cleanups: (() => void)[] = [];
export function onCleanup(fn: () => void) {
  cleanups.push(fn);
}
export async function cleanupAll() {
  await stopAll();
  for (const fn of cleanups.splice(0)) {
    try {
      fn();
    } catch (e) {
      console.error("[bench] nettoyage :", e);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void cleanupAll().then(() => process.exit(130)));

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status, Linux); null elsewhere. */
export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Logs in and answers the Authorization header. */
export async function loginHeaders(api: string, credentials: { email: string; password: string }) {
  const login = await fetch(`${api}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ credentials, remember: false }),
  });
  if (!login.ok) throw new Error(`connexion refusée : ${login.status} ${await login.text()}`);
  const { user } = (await login.json()) as { user: { token: string } };
  return { Authorization: `Token ${user.token}` };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 1/100 s ticks
  } catch {
    return null;
  }
}

/** Waits until the process spends less than 5 % of a second's CPU (its start's work done), 60 s at most. */
export async function auRepos(pid: number) {
  for (let i = 0; i < 60; i++) {
    const c0 = cpuMs(pid);
    await new Promise((r) => setTimeout(r, 1000));
    const c1 = cpuMs(pid);
    if (c0 === null || c1 === null || c1 - c0 < 50) return;
  }
  // Measured anyway, but said: a server still busy (its start's daily job at 20,000 leases on a day not yet run takes
  // longer than this) adds its work to every CPU-per-request figure taken next.
  console.warn(
    `[bench] le serveur ${pid} travaille encore après 60 s : les mesures suivantes comptent ce travail`,
  );
}
