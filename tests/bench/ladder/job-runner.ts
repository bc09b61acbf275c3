// The daily job of the Node entry (worker/jobs/scheduled.ts over node-ports.ts: the libSQL file, the files on disk,
// the in-process queue), run once in a node process of its own on a data folder at a given time, as the server's
// timer runs it. argv: the data folder, the job's time (ISO). Prints on stdout, as JSON: its wall time (and the time
// its month's receipts took), the process's CPU time and peak RSS, and what the run made. The ladder (ladder/jobs.ts) times the monthly receipts and
// the daily upkeep with it.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { applyHeapPolicy } from "../../../worker/entry/heap-policy";
import { nodePorts } from "../../../worker/entry/node-ports";
import { runScheduled } from "../../../worker/jobs/scheduled";

// The server's heap policy (worker/entry/node.ts sets it first): the job's memory as the server's.
if (process.env.HEAP_POLICY !== "0") applyHeapPolicy();
const [dataDir, at] = process.argv.slice(2);
if (!dataDir || !at) throw new Error("usage : job-runner.ts <dossier de données> <date ISO>");
const now = new Date(at);
// With the server's job threads (ADR 096) as `npm start` runs them: JOB_THREADS as set, else one per core; their module
// built (JOB_THREAD: dist/server/job-thread.mjs, which jobs.ts builds when stale), else the source under tsx.
const jobThread = process.env.JOB_THREAD
  ? pathToFileURL(process.env.JOB_THREAD)
  : new URL("../../../worker/entry/job-thread.ts", import.meta.url);
const ports = await nodePorts(
  { DATA_DIR: dataDir, JOB_THREADS: process.env.JOB_THREADS },
  { now: () => now },
  { jobThread },
);
// When the month's last receipt batch was done (the run then goes on with the day's upkeep): a batch run here logs
// itself, a job thread's answers its run.
const cpu0 = process.cpuUsage();
let receiptsDone = 0;
// The process's CPU (every thread's) at that moment: the receipts' own, less sensitive to a loaded machine than
// their wall time (ADR 142).
let receiptsCpu: NodeJS.CpuUsage | undefined;
const receiptsAt = () => {
  receiptsDone = performance.now();
  receiptsCpu = process.cpuUsage(cpu0);
};
const receiptBatchLogged = /"event":"job\.batch".*"kind":"quitances"/;
ports.log = (line) => {
  if (receiptBatchLogged.test(line)) receiptsAt();
  console.log(line);
};
const threads = ports.jobThreads;
if (threads)
  ports.jobThreads = {
    size: threads.size,
    run: (msg, at) =>
      threads.run(msg, at).then((answer) => {
        if (msg.kind === "quitances") receiptsAt();
        return answer;
      }),
  };
const t0 = performance.now();
const report = await runScheduled(ports);
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
ports.client.close();
console.log(
  JSON.stringify({
    ms,
    receiptsMs: receiptsDone ? receiptsDone - t0 : null,
    receiptsCpuMs: receiptsCpu ? (receiptsCpu.user + receiptsCpu.system) / 1000 : null,
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
