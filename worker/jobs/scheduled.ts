import type { JobMessage, Ports } from "../ports";
import { runPlanned } from "../services/job-runs";
import { planMonthlyQuitances } from "./monthly-quitances";
import { anyDue } from "./due";
import { inProcessQueue } from "./queue";
import { emptyOutcome } from "./outcome";
import type { JobOutcome, RelancesReport } from "../ports/jobs";
import { logJob } from "./log";

export type MonthlyReport = Pick<JobOutcome, "generated" | "queued" | "sent" | "failed" | "errors">;

/**
 * The daily job both entries run (cron on the edge, a timer on Node), ADR 015: one round trip finds what is due and
 * opens the run's report, then batches of a fixed size are queued: the month's receipts, their e-mails, and the
 * day's upkeep (rate limits, lease ends, then reminders and orphans page by page), its steps those the read found
 * something to do for: a day with nothing to do costs that read only. On the edge (`ports.jobs`, Cloudflare Queues) the
 * batches run in later invocations; without it (Node, the API tests) an in-process queue runs them here, with the
 * same consumer, and the report adds up what they made. Every step is idempotent: a batch retried makes nothing twice.
 */
export async function runScheduled(
  ports: Ports,
  trigger = "node",
): Promise<{
  runId: number;
  purgedRateLimits: number;
  closedDossiers: number;
  quittances: MonthlyReport;
  relances: RelancesReport;
  orphans: number;
  depots: JobOutcome["upkeep"]["depots"];
  revisions: { dues: number; bloquees: number };
  anonymises: number;
  ibansVerifies: number;
  sessionsPurgees: number;
}> {
  const started = Date.now();
  const total = emptyOutcome();
  const queue = ports.jobs ?? inProcessQueue(ports, total);
  const plan = await planMonthlyQuitances(ports, trigger);
  const at = ports.clock.now().toISOString();
  const messages: JobMessage[] = [
    ...plan.messages,
    ...(anyDue(plan.due)
      ? [{ kind: "entretien" as const, runId: plan.runId, at, due: plan.due }]
      : []),
  ];
  // A day with nothing to do (issue 43) stops at the one read: its report opened in it, nothing queued.
  if (messages.length)
    await runPlanned(ports, plan.runId, {
      dossiers: plan.dossierIds.length,
      mails: plan.outboxIds.length,
      batches: messages.length,
    });
  logJob(ports, "job.run", {
    runId: plan.runId,
    trigger,
    day: plan.day,
    dossiers: plan.dossierIds.length,
    mails: plan.outboxIds.length,
    batches: messages.length,
    due: plan.due,
    depots: plan.depots,
    revisions: plan.revisions,
  });
  if (messages.length) await queue.send(messages);
  const u = total.upkeep;
  // The day's read-only counts come with the plan (one read), not from a message.
  u.depots = plan.depots;
  u.revisions = plan.revisions;
  if (!ports.jobs)
    logJob(ports, "job.run", {
      runId: plan.runId,
      trigger,
      done: true,
      ms: Date.now() - started,
      ...total,
      upkeep: u,
    });
  return {
    runId: plan.runId,
    purgedRateLimits: u.purgedRateLimits,
    closedDossiers: u.closedDossiers,
    quittances: {
      generated: total.generated,
      queued: total.queued,
      sent: total.sent,
      failed: total.failed,
      errors: total.errors,
    },
    relances: u.relances,
    orphans: u.orphans,
    depots: u.depots,
    revisions: u.revisions,
    anonymises: u.anonymises,
    ibansVerifies: u.ibansVerifies,
    sessionsPurgees: u.sessionsPurgees,
  };
}
