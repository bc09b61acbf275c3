import { migrate } from "drizzle-orm/libsql/migrator";
import { sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./client";

// Node-only: reads the SQL files drizzle-kit generated. The edge applies them with `npm run db:migrate`.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../migrations", import.meta.url));

/**
 * Applies what is missing. A database already up to date (every start but the first after an upgrade) is told by
 * the journal's dates alone: drizzle's migrator reads and hashes every SQL file first (a fifth of `npm start`'s
 * CPU before its first answer, issue 43), then applies those dated after the last one applied, as checked here.
 */
export async function applyMigrations(db: Database) {
  if (await upToDate(db)) return;
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

async function upToDate(db: Database): Promise<boolean> {
  const newest = newestMigration(
    JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")),
  );
  try {
    const [row] = await db.all<{ at: number | null }>(
      sql`select max("created_at") as "at" from "__drizzle_migrations"`,
    );
    return row?.at != null && Number(row.at) >= newest;
  } catch {
    return false; // a new database: no migrations table yet
  }
}

/**
 * The date of the newest migration in drizzle-kit's journal (`{ entries: [{ when }] }`); NaN when the journal is not
 * that shape, so that the migrator runs and says what is wrong with it.
 */
function newestMigration(journal: unknown): number {
  if (typeof journal !== "object" || journal === null || !("entries" in journal)) return Number.NaN;
  if (!Array.isArray(journal.entries)) return Number.NaN;
  const when = (e: unknown) =>
    typeof e === "object" && e !== null && "when" in e && typeof e.when === "number"
      ? e.when
      : Number.NaN;
  return Math.max(...journal.entries.map(when));
}
