import type { JobMessage, JobOutcome } from "../ports/jobs";
import { chunks } from "../lib/chunks";

// What a message of the daily job made (jobs/queue.ts), and how Node's in-process queue adds them up into the run's
// report (jobs/scheduled.ts).

/**
 * Dossiers (receipts) per message, and outbox rows per e-mail message: no fewer rows than dossiers, so that a
 * receipts batch queues one e-mail message at most (its report counts it in its write batch).
 */
export const DOSSIERS_PER_MESSAGE = 10;
const MAILS_PER_MESSAGE = 10;

export const emptyOutcome = (): JobOutcome => ({
  generated: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  errors: 0,
  upkeep: {
    purgedRateLimits: 0,
    closedDossiers: 0,
    relances: { relancees: 0, queued: 0, sent: 0, errors: 0 },
    orphans: 0,
    depots: { aEcheance: 0, enRetard: 0, dossiers: [] },
    revisions: { dues: 0, bloquees: 0 },
    anonymises: 0,
    ibansVerifies: 0,
    sessionsPurgees: 0,
  },
});

/** `o` added into `total`: the upkeep's pages each count their part. */
export function addOutcome(total: JobOutcome, o: JobOutcome) {
  total.generated += o.generated;
  total.queued += o.queued;
  total.sent += o.sent;
  total.failed += o.failed;
  total.errors += o.errors;
  const [t, u] = [total.upkeep, o.upkeep];
  t.purgedRateLimits += u.purgedRateLimits;
  t.closedDossiers += u.closedDossiers;
  t.orphans += u.orphans;
  t.depots.aEcheance += u.depots.aEcheance;
  t.depots.enRetard += u.depots.enRetard;
  t.depots.dossiers.push(...u.depots.dossiers);
  t.revisions.dues += u.revisions.dues;
  t.revisions.bloquees += u.revisions.bloquees;
  t.anonymises += u.anonymises;
  t.ibansVerifies += u.ibansVerifies;
  t.sessionsPurgees += u.sessionsPurgees;
  if (u.honorairesRattrapes)
    t.honorairesRattrapes = (t.honorairesRattrapes ?? 0) + u.honorairesRattrapes;
  t.relances.relancees += u.relances.relancees;
  t.relances.queued += u.relances.queued;
  t.relances.sent += u.relances.sent;
  t.relances.errors += u.relances.errors;
}

/** The e-mail messages for these outbox rows; `relances`: the reminders' mails, reported as theirs. */
export const mailMessages = (runId: number, ids: number[], relances?: true): JobMessage[] =>
  chunks(ids, MAILS_PER_MESSAGE).map((outboxIds) => ({
    kind: "envois",
    runId,
    outboxIds,
    ...(relances ? { relances } : {}),
  }));
