import { desc, eq, lt, sql } from "drizzle-orm";
import { JobRun } from "../db/schema";
import type { Ports } from "../ports";

// The daily job's reports (Paramètres > Tâches): a row per run, brought up to date by its batches within their own
// write batches, so reporting costs no request of its own. The latest KEEP runs are kept.

const KEEP = 30;
/** At most this many failures are kept per run (the log lines have them all). */
const MAX_FAILURES = 50;

export interface RunDelta {
  generated?: number | ReturnType<typeof sql>;
  queued?: number | ReturnType<typeof sql>;
  sent?: number;
  failed?: number;
  /** Batches this one queued (its e-mail step): the run is over when they are done too. */
  batches?: number | ReturnType<typeof sql>;
  failures?: { what: string; message: string }[];
  /** This message is finished (not counted for a failure that will be retried). */
  done?: boolean;
}

/** The statements of a new run's report (the older reports beyond KEEP dropped), for the cron's one round trip. */
export function startRunStatements(ports: Ports, trigger: string) {
  const now = ports.clock.now().toISOString();
  return [
    ports.db
      .delete(JobRun)
      .where(
        lt(
          JobRun.id,
          sql`(select coalesce(min(id), 0) from (select id from ${JobRun} order by id desc limit ${KEEP - 1}))`,
        ),
      ),
    ports.db
      .insert(JobRun)
      // No batch until the cron counts those it queues (runPlanned): an idle day's run is done as it opens.
      .values({ startedAt: now, trigger, batches: 0, updatedAt: now })
      .returning({ id: JobRun.id }),
  ] as const;
}

/** What the cron found and queued. */
export const runPlanned = (
  ports: Ports,
  runId: number,
  plan: { dossiers: number; mails: number; batches: number },
) =>
  ports.db
    .update(JobRun)
    .set({ ...plan, updatedAt: ports.clock.now().toISOString() })
    .where(eq(JobRun.id, runId));

/** A batch's outcome added to its run's report: one statement, in the batch's own write batch. */
export function runProgress(ports: Ports, runId: number, d: RunDelta) {
  const failures = (d.failures ?? []).map((f) =>
    JSON.stringify({ at: ports.clock.now().toISOString(), ...f }),
  );
  const appended = failures.length
    ? sql`case when json_array_length(${JobRun.failures}) >= ${MAX_FAILURES} then ${JobRun.failures} else json_insert(${JobRun.failures}, ${sql.join(
        failures.map((f) => sql`'$[#]', json(${f})`),
        sql`, `,
      )}) end`
    : sql`${JobRun.failures}`;
  return ports.db
    .update(JobRun)
    .set({
      generated: sql`${JobRun.generated} + ${d.generated ?? 0}`,
      queued: sql`${JobRun.queued} + ${d.queued ?? 0}`,
      sent: sql`${JobRun.sent} + ${d.sent ?? 0}`,
      failed: sql`${JobRun.failed} + ${d.failed ?? 0}`,
      errors: sql`${JobRun.errors} + ${failures.length}`,
      batches: sql`${JobRun.batches} + ${d.batches ?? 0}`,
      batchesDone: sql`${JobRun.batchesDone} + ${d.done === false ? 0 : 1}`,
      failures: appended,
      updatedAt: ports.clock.now().toISOString(),
    })
    .where(eq(JobRun.id, runId));
}

/** The latest runs, newest first (admins, Paramètres > Tâches). */
export async function listRuns(ports: Ports) {
  const rows = await ports.db.select().from(JobRun).orderBy(desc(JobRun.id)).limit(KEEP);
  return rows.map(({ failures, ...r }) => ({
    ...r,
    failures: parseFailures(failures),
  }));
}

function parseFailures(text: string): { at: string; what: string; message: string }[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
