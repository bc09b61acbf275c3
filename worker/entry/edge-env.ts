import type { JobMessage } from "../ports";
import type { AgencyFields, PlatformEnv } from "./agency-directory";
import type { MailEnv } from "./edge-mailer";

/**
 * What the Workers runtime hands the entry: bindings (wrangler.toml), [vars] and secrets. With a platform database
 * (PLATFORM_LIBSQL_URL), each agency's requests run with a copy whose AgencyFields are that agency's.
 */
export interface Env extends MailEnv, PlatformEnv, AgencyFields {
  ASSETS: Fetcher;
  FILES: R2Bucket;
  /** The daily job's queue (wrangler.toml [[queues.producers]]); absent, the cron runs its batches in process. */
  JOBS?: Queue<EdgeMessage>;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  APP_VERSION?: string;
}

/**
 * A message of the job's queue on the edge: a batch of the daily job (jobs/queue.ts), with its agency's id when the
 * deployment has many, or one agency's daily planning, queued by the cron's fan-out at the run's time `at`.
 */
export type EdgeMessage =
  | (JobMessage & { agence?: string })
  | { kind: "planifier"; agence: string; at: string; runId?: undefined };
