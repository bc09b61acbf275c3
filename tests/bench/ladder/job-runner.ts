// The daily job of the Node entry (worker/jobs/scheduled.ts over node-ports.ts: the libSQL file, the files on disk,
// the in-process queue), run once in a node process of its own on a data folder at a given time, as the server's
// timer runs it. argv: the data folder, the job's time (ISO). Prints on stdout, as JSON: its wall time, the
// process's CPU time and peak RSS, and what the run made. The ladder (ladder/jobs.ts) times the monthly receipts and
// the daily upkeep with it.
import { readFileSync } from "node:fs";
import { nodePorts } from "../../../worker/entry/node-ports";
import { runScheduled } from "../../../worker/jobs/scheduled";

const [dataDir, at] = process.argv.slice(2);
if (!dataDir || !at) throw new Error("usage : job-runner.ts <dossier de données> <date ISO>");
const now = new Date(at);
const ports = await nodePorts({ DATA_DIR: dataDir }, { now: () => now });
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const report = await runScheduled(ports);
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
ports.client.close();
console.log(
  JSON.stringify({
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    // VmHWM: this process's own peak (getrusage's maxRSS keeps the spawning process's across exec on Linux).
    rssMb:
      Number(/VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? Number.NaN) /
      1024,
    generated: report.quittances.generated,
    failed: report.quittances.failed,
    relances: report.relances,
    closedDossiers: report.closedDossiers,
  }),
);
