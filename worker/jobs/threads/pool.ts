import { Worker } from "node:worker_threads";
import type { JobMessage } from "../../ports";
import type { JobThreads, ThreadAnswer, ThreadRequest } from "../../ports/jobs";

// The Node entry's job threads (ADR 096): started when a run first needs them, each with its own connection to the
// database (jobs/threads/serve.ts), and stopped once all of them have been idle a few seconds, so that a server
// between two daily runs holds no thread's heap.

export interface JobThreadsOptions {
  /** The thread's module: dist/server/job-thread.mjs once built, worker/entry/job-thread.ts under tsx or vitest. */
  entry: URL;
  size: number;
  /** Given to the thread as it starts (its environment: the data folder, the database's URL...). */
  workerData: unknown;
  idleMs?: number;
}

interface Thread {
  worker: Worker;
  pending: { resolve(a: ThreadAnswer): void; reject(e: Error): void } | null;
  gone: boolean;
  /** It answered a batch once: it started. */
  started: boolean;
}

const IDLE_MS = 5000;
const BROKEN_MS = 60_000;

/**
 * A TypeScript entry (the tests, the bench, a server run with tsx) starts through tsx's registration API: a thread
 * does not take the hooks of its parent's `--import`.
 */
function startWorker(entry: URL, workerData: unknown): Worker {
  if (!entry.pathname.endsWith(".ts")) return new Worker(entry, { workerData });
  const tsx = import.meta.resolve("tsx/esm/api");
  const code = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(code, { eval: true, workerData });
}

export function jobThreads(o: JobThreadsOptions): JobThreads {
  const threads = new Set<Thread>();
  const idle: Thread[] = [];
  const waiting: ((t: Thread | Promise<never>) => void)[] = [];
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Why a thread could not start (its module missing, its database refused...): the next batches are not given to
   * new threads that would fail the same way, each at the cost of a start; the main thread runs them. Tried again
   * a minute later (the next run).
   */
  let broken: Error | null = null;

  const forget = (t: Thread, e: Error) => {
    if (t.gone) return;
    t.gone = true;
    if (!t.started && !broken) {
      broken = e;
      setTimeout(() => {
        broken = null;
      }, BROKEN_MS).unref();
    }
    threads.delete(t);
    const at = idle.indexOf(t);
    if (at >= 0) idle.splice(at, 1);
    t.pending?.reject(e);
    t.pending = null;
    // A batch waiting for a thread gets a new one in place of the one gone (or the reason there is none).
    const next = waiting.shift();
    if (next) next(broken ? Promise.reject(broken) : spawn());
  };

  function spawn(): Thread {
    const t: Thread = {
      worker: startWorker(o.entry, o.workerData),
      pending: null,
      gone: false,
      started: false,
    };
    t.worker.on("message", (answer: ThreadAnswer) => {
      t.started = true;
      const p = t.pending;
      t.pending = null;
      release(t);
      p?.resolve(answer);
    });
    t.worker.on("error", (e: unknown) => forget(t, e instanceof Error ? e : new Error(String(e))));
    t.worker.on("exit", (code) => forget(t, new Error(`fil de travail arrêté (code ${code})`)));
    threads.add(t);
    return t;
  }

  function acquire(): Promise<Thread> {
    clearTimeout(stopTimer);
    const free = idle.pop();
    if (free) return Promise.resolve(free);
    if (broken) return Promise.reject(broken);
    if (threads.size < o.size) return Promise.resolve(spawn());
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(t: Thread) {
    const next = waiting.shift();
    if (next) return next(t);
    // An idle thread does not keep the process alive (a job run from a script ends when its work does).
    t.worker.unref();
    idle.push(t);
    if (idle.length === threads.size) {
      stopTimer = setTimeout(() => {
        for (const i of idle.splice(0)) forget(i, new Error("arrêté")), void i.worker.terminate();
      }, o.idleMs ?? IDLE_MS);
      stopTimer.unref();
    }
  }

  return {
    size: o.size,
    async run(msg: JobMessage, now: Date) {
      const t = await acquire();
      t.worker.ref();
      return new Promise<ThreadAnswer>((resolve, reject) => {
        t.pending = { resolve, reject };
        const request: ThreadRequest = { msg, now: now.toISOString() };
        t.worker.postMessage(request);
      });
    },
  };
}
