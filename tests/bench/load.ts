// One load run with autocannon (programmatic API) against a server, and what the server's process spent on it:
// req/s and latencies move 2-3x with the shared machine's load, the server's CPU time per answered request barely.
import autocannon from "autocannon";
import { cpuMs } from "./processes";

export const DURATION = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

export interface LoadTarget {
  url: string;
  pid: number;
  headers?: Record<string, string>;
  /** A new path for each request (ids rotating), else every request goes to `url`. */
  paths?: () => string;
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

async function once(t: LoadTarget, duration: number): Promise<LoadResult> {
  const cpu0 = cpuMs(t.pid);
  const result = await autocannon({
    url: t.url,
    connections: t.connections ?? CONNECTIONS,
    duration,
    headers: t.headers,
    requests: t.paths
      ? [
          {
            method: "GET",
            setupRequest: (req: Record<string, unknown>) => ({ ...req, path: t.paths!() }),
          },
        ]
      : undefined,
  });
  const cpu1 = cpuMs(t.pid);
  const total = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    bad:
      result.errors +
      result.timeouts +
      (t.expect === "3xx" ? result["2xx"] + result["4xx"] + result["5xx"] : result.non2xx),
    cpuPerReq: cpu0 !== null && cpu1 !== null && total > 0 ? (cpu1 - cpu0) / total : NaN,
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

/** Rotating paths over ids 1..n, each target its own counter. */
export function rotating(prefix: string, n: number) {
  let next = 0;
  return () => `${prefix}${(next++ % n) + 1}`;
}
