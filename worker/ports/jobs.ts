// The lowest floor (ADR 100): what the app and its host say to each other about the daily job. Its messages and
// their queue, what a batch reports, and the Node entry's job threads. Types only, importing nothing above the
// floor: jobs/ and services/ import them from here, never the reverse.

/**
 * Which of the day's upkeep steps have something to do, by the cron's one read (jobs/due.ts): the `entretien`
 * message runs those only (all of them when absent, a message queued before the flags existed).
 */
export interface UpkeepDue {
  rateLimits: boolean;
  leases: boolean;
  prelevements: boolean;
  journal: boolean;
  comptesRendus: boolean;
  relances: boolean;
  rgpd: boolean;
  orphelins: boolean;
  ibans: boolean;
  sessions: boolean;
  /** Leases started without their letting fees' owner debits or tenant invoice (issue 60): caught up once. */
  honorairesLocation: boolean;
  /** An insurance reminder due and not queued (issue 62: a month before the certificate's end, then at it). */
  assurances: boolean;
  /** The calendar's weekly e-mail to staff not queued yet this ISO week (issue 63, ADR 090). */
  echeances: boolean;
}

/**
 * A message of the daily job (jobs/queue.ts), each of a fixed cost: a batch of dossiers whose month's receipt is to
 * be made (or mailed), a batch of outbox rows to send (`relances`: reminders', reported as theirs), the day's upkeep
 * (rate limits, lease ends) at the run's time `at`, a page of the reminders' candidate terms (those after the term
 * `apres`), a page of the stored objects to sweep for orphans (from `cursor`; `avant`: objects stored later are
 * left alone, fixed by the first page). `runId` is the JobRun row the batch reports into. `import`: an agency's
 * import too large for one request on the edge (issue 61, ADR 082), its file waiting in the file store; no run.
 */
export type JobMessage =
  | { kind: "quitances"; runId: number; day: string; dossierIds: number[] }
  | { kind: "envois"; runId: number; outboxIds: number[]; relances?: boolean }
  | { kind: "entretien"; runId: number; at: string; due?: UpkeepDue }
  | { kind: "relances"; runId: number; at: string; apres?: number }
  | { kind: "orphelins"; runId: number; at: string; avant: string; cursor?: string }
  | { kind: "rgpd"; runId: number; at: string; apres?: number }
  | { kind: "import"; importId: number; runId?: undefined };

/**
 * Where the daily job's batches go: Cloudflare Queues on the edge (retries with backoff, a dead-letter queue), an
 * in-process queue on Node that runs the same consumer (jobs/queue.ts). `send` takes any number of messages.
 * A message carries the run's time where its work depends on the day (`day`, `at`): a batch retried tomorrow
 * still does the work of the day it was queued for.
 */
export interface JobQueue {
  send(messages: JobMessage[]): Promise<void>;
}

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

export interface Upkeep {
  purgedRateLimits: number;
  closedDossiers: number;
  relances: RelancesReport;
  orphans: number;
  /** Deposits to pay back due within 15 days and overdue, and their dossiers (listed, never paid by the job). */
  depots: { aEcheance: number; enRetard: number; dossiers: number[] };
  /** The IRL revisions due that day, listed for the staff (never applied by the job), and how many are blocked. */
  revisions: { dues: number; bloquees: number };
  /** Former tenants anonymised (3 years after their last lease, services/rgpd). */
  anonymises: number;
  /** Owners' IBANs verified by their 72-hour delay (issue 59), and ended sessions deleted after a year. */
  ibansVerifies: number;
  sessionsPurgees: number;
  /** Leases whose letting fees were caught up (issue 60, services/honoraires-location/rattrapage.ts). */
  honorairesRattrapes?: number;
}

export interface JobOutcome {
  generated: number;
  queued: number;
  sent: number;
  failed: number;
  errors: number;
  /** The upkeep's messages' part (entretien, relances and their mails, orphelins, rgpd). */
  upkeep: Upkeep;
}

/** The reminders' step of a run (services/compte/relances.ts). */
export interface RelancesReport {
  /** Terms moved to a new stage. */
  relancees: number;
  queued: number;
  sent: number;
  errors: number;
}
