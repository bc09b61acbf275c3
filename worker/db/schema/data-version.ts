import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// A counter per table, bumped by SQLite triggers (migrations/0009_data_version_triggers.sql) in the transaction of
// every write to that table, whoever writes (services, jobs, restore): the edge derives a list's version and ETag
// from the counters of the tables it reads (ADR 017). The row named "" holds the database's epoch, a random number
// set once by the migration, so that a new database's counters never meet an old one's in a cache.
// The row "sessions" is the instance's session epoch (services/session-epoch.ts), which a restore moves on.
export const DataVersion = sqliteTable("DataVersion", {
  resource: text("resource").primaryKey(),
  n: integer("n").notNull().default(0),
});
