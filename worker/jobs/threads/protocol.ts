import type { JobMessage } from "../../ports";
import type { JobOutcome } from "../outcome";

// What the Node entry's main thread and a job thread say to each other (ADR 096). Plain objects: postMessage
// clones them.

/** A batch for a thread, and the main thread's time for it (a run's clock, fixed in the tests and the bench). */
export interface ThreadRequest {
  msg: JobMessage;
  now: string;
}

/**
 * What the batch made, the messages it queued (its e-mails: the main thread queues them, the thread has no queue
 * of its own), or the error that made it fail; what it queued before failing is still queued.
 */
export interface ThreadAnswer {
  outcome: JobOutcome | null;
  messages: JobMessage[];
  error?: string;
  /** The batch's log lines (jobs/log.ts), written by the main thread where its own go. */
  log: string[];
}

/**
 * The Node entry's job threads (ports.jobThreads): `run` gives a batch to the next free thread; it rejects only when
 * the thread itself could not run it (it failed to start, or died), and the batch is then the main thread's.
 */
export interface JobThreads {
  readonly size: number;
  run(msg: JobMessage, now: Date): Promise<ThreadAnswer>;
}
