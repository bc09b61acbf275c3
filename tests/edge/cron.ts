// The daily job on the shared test database: the scheduled handler only finds what is due and queues it (ADR 015);
// miniflare's queue then delivers the batches to the worker's queue handler. A run is over once every run's report
// counts all its batches done.
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createClient } from "@libsql/client/web";
import { inject } from "vitest";
import worker from "../../worker/entry/cloudflare";
import type { Instance } from "./instance";

/** Resolves once no run of the shared database has a batch left (or throws after `timeoutMs`). */
export async function drained(timeoutMs = 25_000) {
  const db = createClient({ url: inject("libsqlUrl"), authToken: inject("libsqlToken") });
  try {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const r = await db.execute(
        `SELECT count(*) AS n FROM "JobRun" WHERE "batchesDone" < "batches"`,
      );
      if (Number(r.rows[0]!.n) === 0) return;
      if (Date.now() > until) throw new Error("the job's queued batches did not all finish");
      await new Promise((ok) => setTimeout(ok, 100));
    }
  } finally {
    db.close();
  }
}

/** The cron at `scheduledTime` (ms), then its queued batches until all are done. */
export async function runCron(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "0 5 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  await drained();
}

/**
 * The daily job at 07:00 in Paris on `day` against an instance's own database, its batches run in this invocation
 * (no JOBS queue); then the admin signs in again (a run in the future purged the session as expired).
 */
export async function jobAu(edge: Instance, day: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({
      scheduledTime: new Date(`${day}T05:00:00Z`).getTime(),
      cron: "0 5 * * *",
    }),
    { ...edge.env, JOBS: undefined },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  await edge.login();
}
