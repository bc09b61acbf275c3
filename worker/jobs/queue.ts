import type { JobMessage, JobQueue, Ports } from "../ports";
import { clearResponseCaches } from "../ports";
import { makeMonthQuitances } from "../services/quitance/auto";
import { deliverBatch } from "../services/outbox";
import { runProgress } from "../services/job-runs";
import { Quitance } from "../db/schema";
import { inArray, sql } from "drizzle-orm";
import { addOutcome, emptyOutcome, mailMessages } from "./outcome";
import type { JobOutcome, JobThreads, ThreadAnswer } from "../ports/jobs";
import { consumeUpkeep } from "./upkeep";
import { abandonnerImport, consommerImport } from "../services/imports/file-attente";
import { logJob, logLine } from "./log";
import { nombreDe } from "../domain/francais/pluriel";

// The daily job's consumer (ADR 015): one message is a batch of a fixed size, so its subrequests and CPU are
// bounded whatever the agency's size. The edge's queue handler and Node's in-process queue both call consumeJob.

/** Runs one message; throws when it must be retried (nothing it committed is made twice by the retry). */
export async function consumeJob(
  ports: Ports,
  queue: JobQueue,
  msg: JobMessage,
): Promise<JobOutcome> {
  const started = Date.now();
  const out = emptyOutcome();
  if (msg.kind === "import") {
    // An agency's queued import (ADR 082): no run of the daily job, its progress is its Import row.
    await consommerImport(ports, msg.importId);
    clearResponseCaches(ports);
    logJob(ports, "job.batch", {
      kind: msg.kind,
      importId: msg.importId,
      ms: Date.now() - started,
    });
    return out;
  }
  if (msg.kind === "quitances") {
    const made = await makeMonthQuitances(ports, msg.day, msg.dossierIds, (m) => [
      runProgress(ports, msg.runId, {
        // What this very batch inserted and queued, counted by the database in the same write batch.
        generated: m.keys.length
          ? sql`(select count(*) from ${Quitance} where ${inArray(Quitance.file, m.keys)})`
          : 0,
        queued: m.queued,
        // Its e-mails make one more batch (at most DOSSIERS_PER_MESSAGE rows: one message).
        batches: sql`case when ${m.queued} > 0 or ${m.requeued} > 0 then 1 else 0 end`,
        failures: m.failures,
        // A batch with a failure is retried (the dossiers it made are not made again): not done yet.
        done: m.failures.length === 0,
      }),
    ]);
    // The rare dossiers made the interactive way (a credit waiting on the account): one more statement.
    const mailedByWrite = made.outboxIds.length > made.slow.queued;
    if (made.slow.generated || made.slow.queued)
      await runProgress(ports, msg.runId, {
        ...made.slow,
        batches: made.slow.queued && !mailedByWrite ? 1 : 0,
        done: false,
      });
    Object.assign(out, {
      generated: made.generated,
      queued: made.outboxIds.length,
      errors: made.failures.length,
    });
    if (made.outboxIds.length) {
      clearResponseCaches(ports);
      await queue.send(mailMessages(msg.runId, made.outboxIds));
    }
    for (const f of made.failures) logJob(ports, "job.failure", { runId: msg.runId, ...f });
    // Retried by the queue: what this attempt wrote is found made and not made again.
    if (made.failures.length)
      throw new Error(`${nombreDe(made.failures.length, "quittance")} en échec dans ce lot`);
  } else if (msg.kind === "envois") {
    const d = await deliverBatch(ports, msg.outboxIds, (r) => [
      runProgress(ports, msg.runId, {
        sent: r.sent,
        failed: r.failed,
        failures: r.errors.map((e) => ({ what: `e-mail ${e.id}`, message: e.message })),
      }),
    ]);
    Object.assign(out, { failed: d.failed, errors: d.errors.length });
    // The reminders' mails count as theirs in Node's report; the run's row adds every mail sent.
    if (msg.relances) out.upkeep.relances.sent = d.sent;
    else out.sent = d.sent;
    for (const e of d.errors)
      logJob(ports, "job.failure", {
        runId: msg.runId,
        what: `e-mail ${e.id}`,
        message: e.message,
      });
  } else await consumeUpkeep(ports, queue, msg, out);
  const { upkeep, ...counts } = out;
  logJob(ports, "job.batch", {
    runId: msg.runId,
    kind: msg.kind,
    ms: Date.now() - started,
    ...counts,
    // The upkeep's part only where there is one (its messages, the reminders' mails).
    ...(msg.kind === "quitances" || (msg.kind === "envois" && !msg.relances) ? {} : { upkeep }),
  });
  return out;
}

/**
 * A turn of the event loop that does not sleep: setImmediate runs once the loop has polled (the HTTP server's
 * pending requests are served first) but, with nothing pending, comes back at once. setTimeout(0) slept at least a
 * millisecond and gave the core away each time: on a loaded 2-core machine 3 to 5 ms a message, 4 to 5.5 s of
 * idle event loop in a 2,000-lease run's 1,360 messages (issue 64, measured with eventLoopUtilization).
 */
const nextTurn = () =>
  new Promise<void>((resolve) =>
    // The edge's runtime has no setImmediate (no nodejs_compat): there, without a Queues binding, the old turn.
    typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0),
  );

/** Attempts of a message on Node before it is given up (reported, left for the next day's run). */
const INLINE_ATTEMPTS = 3;

/**
 * Receipt batches in a row from which the job threads take them (ADR 096): below, starting a thread (its module
 * and its connection, about 0.3 s) costs more than the batches themselves.
 */
export const THREADS_FROM = 8;

/**
 * Node's queue: each message is consumed at once, in process, by the same consumer; a failing one is tried again
 * (INLINE_ATTEMPTS in all) then reported and dropped, as the edge's dead-letter queue would keep it. `total` adds up
 * what every message made (the job's report on Node and in the API tests). With job threads (ports.jobThreads), a
 * run of receipt batches goes to them, as many at once as there are threads.
 */
export function inProcessQueue(ports: Ports, total: JobOutcome): JobQueue {
  /** `consume` tried up to INLINE_ATTEMPTS times, what it made added to the total, its failure reported. */
  async function attempts(msg: JobMessage, consume: () => Promise<JobOutcome>) {
    for (let attempt = 1; ; attempt++) {
      try {
        addOutcome(total, await consume());
        return;
      } catch (e) {
        logJob(ports, "job.failure", {
          runId: msg.runId,
          kind: msg.kind,
          attempt,
          message: String(e),
        });
        if (attempt < INLINE_ATTEMPTS) continue;
        total.errors++;
        if (msg.kind === "import") {
          await abandonnerImport(ports, msg.importId).catch(() => {});
          return;
        }
        await runProgress(ports, msg.runId, {
          failures: [{ what: `lot ${msg.kind}`, message: String(e).slice(0, 300) }],
        }).catch(() => {});
        return;
      }
    }
  }

  /** A batch on a job thread; one the thread cannot run (it did not start, or died) runs here. */
  async function onThread(threads: JobThreads, msg: JobMessage, mails: Promise<void>[]) {
    let answer: ThreadAnswer;
    try {
      answer = await threads.run(msg, ports.clock.now());
    } catch (e) {
      logJob(ports, "job.thread", { runId: msg.runId, kind: msg.kind, message: String(e) });
      return consumeJob(ports, queue, msg);
    }
    // Written by another connection: what this thread keeps of earlier answers may be out of date.
    clearResponseCaches(ports);
    for (const line of answer.log) logLine(ports, line);
    // Its e-mails, sent from here while the threads go on with the next batches.
    if (answer.messages.length) mails.push(queue.send(answer.messages));
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.outcome ?? emptyOutcome();
  }

  /** Receipt batches taken by the threads, each thread the next batch as soon as it is free. */
  async function onThreads(threads: JobThreads, group: JobMessage[]) {
    const mails: Promise<void>[] = [];
    let next = 0;
    const lane = async () => {
      for (let msg = group[next++]; msg; msg = group[next++]) {
        const m = msg;
        await attempts(m, () => onThread(threads, m, mails));
      }
    };
    await Promise.all(Array.from({ length: Math.min(threads.size, group.length) }, lane));
    await Promise.all(mails);
  }

  const queue: JobQueue = {
    async send(messages) {
      for (let i = 0; i < messages.length; ) {
        let end = i;
        while (messages[end]?.kind === "quitances") end++;
        if (ports.jobThreads && end - i >= THREADS_FROM) {
          await onThreads(ports.jobThreads, messages.slice(i, end));
          i = end;
          continue;
        }
        const msg = messages[i++];
        if (!msg) break;
        // The embedded driver's statements are synchronous and a batch's awaits are microtasks: without a turn of
        // the event loop between batches, a run of 2,000 dossiers' reminders (about 950 batches, 10 s) held up
        // every request until its end. Each batch is its own transaction, as on the edge's queue.
        await nextTurn();
        await attempts(msg, () => consumeJob(ports, queue, msg));
      }
    },
  };
  return queue;
}
