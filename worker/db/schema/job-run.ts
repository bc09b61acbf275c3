import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";
import { id } from "./_columns";

// The daily job's last runs (Paramètres > Tâches), for the admins: when, what was due, what was made, what failed.
// One row per run, written by the cron (or the Node timer) and brought up to date by each queued batch in the same
// write batch as its receipts (no request of its own). Only the latest ones are kept (jobs/runs.ts).
export const JobRun = sqliteTable("JobRun", {
  id: id(),
  startedAt: text("startedAt").notNull(),
  /** Who ran it: "cron" (the edge's scheduled handler) or "node" (the Node entry's timer). */
  trigger: text("trigger").notNull(),
  /** What the cron's one query found: dossiers to make or mail, mails to retry. */
  dossiers: integer("dossiers").notNull().default(0),
  mails: integer("mails").notNull().default(0),
  /** Queued batches (messages) and how many of them have finished. */
  batches: integer("batches").notNull().default(0),
  batchesDone: integer("batchesDone").notNull().default(0),
  generated: integer("generated").notNull().default(0),
  queued: integer("queued").notNull().default(0),
  sent: integer("sent").notNull().default(0),
  failed: integer("failed").notNull().default(0),
  errors: integer("errors").notNull().default(0),
  /** The failures, a JSON array of { at, what, message } (the latest 50). */
  failures: text("failures").notNull().default("[]"),
  updatedAt: text("updatedAt").notNull(),
});
