import type { JobMessage } from "../ports";
import type { MailEnv } from "./edge-mailer";

export interface PlatformEnv {
  /** The platform database; unset, the deployment is one agency configured by its environment (the default). */
  PLATFORM_LIBSQL_URL?: string;
  PLATFORM_LIBSQL_AUTH_TOKEN?: string;
}

/** What an agency's requests see in place of the worker's env: its database, its secrets, its identity. */
export interface AgencyFields {
  LIBSQL_URL?: string;
  LIBSQL_AUTH_TOKEN?: string;
  JWT_SECRET?: string;
  PUBLIC_URL?: string;
  CONTACT_EMAIL?: string;
  AGENCE_ID?: string;
  AGENCE_NOM?: string;
  AGENCE_ADRESSE?: string;
  AGENCE_SIRET?: string;
  AGENCE_CARTE_PRO?: string;
  AGENCE_TELEPHONE?: string;
}

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
