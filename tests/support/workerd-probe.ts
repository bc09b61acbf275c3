// TEST TOOLING: what the workerd processes of this vitest run use, read from /proc by the Node side, for a test
// inside workerd to measure an invocation from outside: a worker cannot (its clock stands still while it computes,
// and no memory figure is exposed to it). GET /?reset=1 also resets the processes' peak resident memory (VmHWM).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface WorkerdUsage {
  /** CPU time of all their threads, ms (the kernel's scheduler statistics, nanosecond precision). */
  cpuMs: number;
  /** Resident memory now and its peak since the last reset, MB. */
  rssMB: number;
  peakMB: number;
}

/** The workerd processes miniflare started from this process. */
function workerdPids(): number[] {
  const pids: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
      const after = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (stat.includes("(workerd)") && Number(after[1]) === process.pid) pids.push(Number(name));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

const kB = (status: string, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);

function usage(reset: boolean): WorkerdUsage {
  let cpuNs = 0;
  let rss = 0;
  let peak = 0;
  for (const pid of workerdPids()) {
    try {
      for (const task of readdirSync(`/proc/${pid}/task`))
        cpuNs += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      rss += kB(status, "VmRSS");
      peak += kB(status, "VmHWM");
      // "5" resets the peak to the current resident size (proc(5), clear_refs).
      if (reset) writeFileSync(`/proc/${pid}/clear_refs`, "5");
    } catch {
      /* gone meanwhile */
    }
  }
  return { cpuMs: cpuNs / 1e6, rssMB: rss / 1024, peakMB: peak / 1024 };
}

export async function startWorkerdProbe() {
  const server = createServer((req, res) => {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(usage(req.url?.includes("reset=1") ?? false)));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}
