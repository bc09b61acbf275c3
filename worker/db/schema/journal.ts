import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";

// The audit trail (ADR 029): one row per written row, inserted by SQLite triggers (derived objects made by the
// migration runner from worker/services/journal/triggers.ts, ADR 097) in the transaction of the write itself, whoever writes. Append-only: a
// trigger refuses any UPDATE, and any DELETE but the purge of rows older than 10 years (or a restore).
export const Journal = sqliteTable(
  "Journal",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** ISO 8601 UTC, milliseconds (SQLite's strftime at the write). */
    at: text("at").notNull(),
    /** The writer's e-mail, "système" for the daily job, a restore or a migration. */
    userEmail: text("userEmail").notNull(),
    action: text("action", { enum: ["create", "update", "delete"] }).notNull(),
    /** The table's name: Client, Dossier... */
    resource: text("resource").notNull(),
    /** The row's id as text (a table keyed otherwise gives its key). */
    resourceId: text("resourceId").notNull(),
    /** JSON: `{ column: [before, after] }`, the changed columns only; secret columns never hold their values. */
    changes: text("changes").notNull(),
    /** The session the write came from (issue 59: "from which session"); null for the system and the public link. */
    sessionId: text("sessionId"),
  },
  (t) => [
    index("Journal_at_idx").on(t.at),
    index("Journal_resource_idx").on(t.resource, t.resourceId, t.at),
    index("Journal_user_idx").on(t.userEmail, t.at),
  ],
);

// Who writes now: one row, set by the first statement of every write, batch or transaction the database client
// sends (services/journal/ecrivain.ts), read by the triggers; NULL outside a request, which they write "système".
// `pause` = 1 during a restore: the archive's rows are not new writes, and its Journal rows replace the instance's.
export const JournalAuteur = sqliteTable(
  "JournalAuteur",
  {
    id: integer("id").primaryKey(),
    email: text("email"),
    sessionId: text("sessionId"),
    pause: integer("pause").notNull().default(0),
  },
  (t) => [check("JournalAuteur_un", sql`${t.id} = 1`)],
);
