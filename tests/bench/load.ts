// One load run with autocannon against a server, and what the server's process spent on it: req/s and latencies
// move 2-3x with the shared machine's load, the server's CPU time per answered request barely. autocannon runs in a
// process of its own (load-runner.mjs), not in the bench's.
import { cpuMs, runScript } from "./processes";

export const DURATION = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

export interface LoadTarget {
  url: string;
  pid: number;
  headers?: Record<string, string>;
  /** A new path for each request (ids rotating), else every request goes to `url`. */
  paths?: Rotation;
  /** Connections in flight, default BENCH_CONNECTIONS. */
  connections?: number;
  /** The answers expected: 2xx (default), or 3xx for revalidations answered 304. */
  expect?: "2xx" | "3xx";
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  bad: number;
  /** Server CPU (user + system, ms) per answered request, from /proc; NaN where /proc is missing. */
  cpuPerReq: number;
}

/** What load-runner.mjs prints of autocannon's result, and where its rotation stopped. */
interface RunnerResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  "4xx": number;
  "5xx": number;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  next: number;
}

async function once(t: LoadTarget, duration: number): Promise<LoadResult> {
  const options = {
    url: t.url,
    connections: t.connections ?? CONNECTIONS,
    duration,
    headers: t.headers,
    rotation: t.paths,
  };
  const cpu0 = cpuMs(t.pid);
  const r = JSON.parse(
    await runScript("tests/bench/load-runner.mjs", [JSON.stringify(options)]),
  ) as RunnerResult;
  const cpu1 = cpuMs(t.pid);
  if (t.paths) t.paths.next = r.next;
  return {
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    total: r.total,
    bad: r.errors + r.timeouts + (t.expect === "3xx" ? r["2xx"] + r["4xx"] + r["5xx"] : r.non2xx),
    cpuPerReq: cpu0 !== null && cpu1 !== null && r.total > 0 ? (cpu1 - cpu0) / r.total : NaN,
  };
}

/** BENCH_WARMUP seconds not counted (JIT, caches), then BENCH_DURATION seconds measured. */
export async function measureLoad(t: LoadTarget, label: string): Promise<LoadResult> {
  if (WARMUP > 0) await once(t, WARMUP);
  const r = await once(t, DURATION);
  if (r.bad)
    console.warn(
      `\n[bench] ${label} : ${r.bad} réponses autres que ${t.expect ?? "2xx"}, erreurs ou délais dépassés sur ${r.total}`,
    );
  if (!r.total) throw new Error(`${label} : aucune réponse en ${DURATION} s`);
  return r;
}

/** Ids 1..n in turn after a prefix (`/api/Appartement/`); each target its own, carried on from run to run. */
export interface Rotation {
  prefix: string;
  n: number;
  next: number;
}

export function rotating(prefix: string, n: number): Rotation {
  return { prefix, n, next: 0 };
}
