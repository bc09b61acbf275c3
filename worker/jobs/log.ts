import type { Ports } from "../ports";

// One structured line (JSON) per run, per batch and per failure of the daily job: what Workers Logs
// ([observability] in wrangler.toml) and the Node console keep, searchable by `event`.

/** `job.invocation`: an edge invocation (the cron, a queue delivery) with its subrequests counted. */
export type JobEvent = "job.run" | "job.batch" | "job.failure" | "job.invocation";

/** Through the host's `log` when it has one (the tests silence it), else the console. */
export function logJob(
  ports: Pick<Ports, "log">,
  event: JobEvent,
  fields: Record<string, unknown>,
) {
  const line = JSON.stringify({ event, at: new Date().toISOString(), ...fields });
  if (ports.log) ports.log(line);
  else if (event === "job.failure") console.error(line);
  else console.log(line);
}
