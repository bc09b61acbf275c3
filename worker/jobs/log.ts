import type { Ports } from "../ports";

// One structured line (JSON) per run, per batch and per failure of the daily job: what Workers Logs
// ([observability] in wrangler.toml) and the Node console keep, searchable by `event`.

/** `job.invocation`: an edge invocation (the cron, a queue delivery) with its subrequests counted. */
export type JobEvent =
  | "job.run"
  | "job.batch"
  | "job.failure"
  | "job.invocation"
  /** A job thread that could not run its batch (it did not start, or died): the main thread ran it. */
  | "job.thread";

/** Through the host's `log` when it has one (the tests silence it), else the console. */
export function logJob(
  ports: Pick<Ports, "log">,
  event: JobEvent,
  fields: Record<string, unknown>,
) {
  logLine(ports, JSON.stringify({ event, at: new Date().toISOString(), ...fields }));
}

/** A line of logJob's, here or from a job thread (jobs/threads/serve.ts), where the host's lines go. */
export function logLine(ports: Pick<Ports, "log">, line: string) {
  if (ports.log) ports.log(line);
  else if (FAILURE.test(line)) console.error(line);
  else console.log(line);
}
const FAILURE = /^\{"event":"job\.(failure|thread)"/;
