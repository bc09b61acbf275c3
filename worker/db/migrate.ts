import { migrate } from "drizzle-orm/libsql/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Client } from "@libsql/client";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BREAKPOINT, baselineCovers } from "./baseline/dump";
import type { Database } from "./client";
import { DERIVED_TABLE, MADE_DERIVED_SQL, madeDerived, staleByBuild } from "./derived/made";

// The derived objects' definitions (and the resources and rules they are made from) are loaded only when something
// is to be made or compared: not by a start whose database holds the build's hashes (ADR 149).
const derived = () => import("./derived/apply");

// Node-only: reads the SQL files drizzle-kit generated. The edge applies them with `npm run db:migrate`.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../migrations", import.meta.url));
/** The baseline (ADR 097): a new database starts from it, then takes the migrations dated after it. */
export const BASELINE_FILE = join(MIGRATIONS_FOLDER, "baseline", "baseline.sql");

const MIGRATIONS_TABLE = "__drizzle_migrations";

/**
 * Brings a database to today's schema (ADR 097):
 * - a new one is made from the baseline and the migrations after it, in one batch;
 * - an existing one behind takes its pending migrations, its derived triggers dropped first (they are made again
 *   after, as on a new database);
 * - then the derived objects (worker/db/derived) are made from their definitions: all of them after any migration,
 *   else only those whose definition changed.
 * A database up to date (every start but the first after an upgrade) costs two reads. `client` is `db`'s. `folder` and `baseline: false`
 * (the whole chain from the first migration) are for tests.
 */
export async function applyMigrations(
  db: Database,
  client: Client,
  { folder = MIGRATIONS_FOLDER, baseline: fromBaseline = true } = {},
) {
  const newest = newestMigration(readJournal(folder));
  const state = await stateOf(client);
  if (state === "new") {
    const baseline = fromBaseline ? readBaseline(folder) : undefined;
    if (baseline)
      await client.migrate([
        ...baseline.statements.map((sql) => ({ sql, args: [] })),
        ...after(folder, baseline.when),
      ]);
    else await migrate(db, { migrationsFolder: folder });
    await (await derived()).applyDerived(client);
    return;
  }
  if (!(state.migratedTo >= newest)) {
    const { applyDerived, dropDerivedTriggers } = await derived();
    await dropDerivedTriggers(client, state.made);
    await migrate(db, { migrationsFolder: folder });
    await applyDerived(client);
    return;
  }
  const stale = staleByBuild(state.made) ?? (await derived()).staleDerived(state.made);
  if (stale.length) await (await derived()).applyDerived(client, stale);
}

/** "new" when the database has no migrations table; else the newest migration applied and the derived objects made. */
async function stateOf(client: Client) {
  const tables = await client.execute(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('${MIGRATIONS_TABLE}', '${DERIVED_TABLE}')`,
  );
  const names = new Set(tables.rows.map((r) => String(r.name)));
  if (!names.has(MIGRATIONS_TABLE)) return "new" as const;
  const [applied, derived] = await client.batch(
    [
      `SELECT max("created_at") AS "at" FROM "${MIGRATIONS_TABLE}"`,
      ...(names.has(DERIVED_TABLE) ? [MADE_DERIVED_SQL] : []),
    ],
    "read",
  );
  const at = applied?.rows[0]?.at;
  return {
    migratedTo: at == null ? Number.NaN : Number(at),
    made: madeDerived(derived?.rows ?? []),
  };
}

/**
 * The migrations dated after the baseline, as statements to run in the baseline's batch, each followed by its row in
 * drizzle's table, as drizzle's own migrator writes them (hash and journal date, drizzle-orm/migrator's
 * readMigrationFiles): a new database costs the same requests however many migrations follow the baseline.
 */
function after(folder: string, when: number) {
  return readMigrationFiles({ migrationsFolder: folder })
    .filter((m) => m.folderMillis > when)
    .flatMap((m) => [
      ...m.sql
        .map((sql) => sql.trim())
        .filter(Boolean)
        .map((sql) => ({ sql, args: [] })),
      {
        sql: `INSERT INTO "${MIGRATIONS_TABLE}" ("hash", "created_at") VALUES (?, ?)`,
        args: [m.hash, m.folderMillis],
      },
    ]);
}

const readJournal = (folder: string): unknown =>
  JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8"));

/** The baseline's statements and the journal date of the newest migration it holds; undefined when there is none. */
function readBaseline(folder: string) {
  let sql: string;
  try {
    sql = readFileSync(join(folder, "baseline", "baseline.sql"), "utf8");
  } catch {
    return undefined;
  }
  const covers = baselineCovers(sql);
  if (!covers) throw new Error("migrations/baseline/baseline.sql : première ligne illisible");
  const statements = sql
    .slice(sql.indexOf("\n") + 1)
    .split(BREAKPOINT)
    .map((s) => s.trim())
    .filter(Boolean);
  return { ...covers, statements };
}

/**
 * The date of the newest migration in drizzle-kit's journal (`{ entries: [{ when }] }`); NaN when the journal is not
 * that shape, so that the migrator runs and says what is wrong with it.
 */
export function newestMigration(journal: unknown): number {
  if (typeof journal !== "object" || journal === null || !("entries" in journal)) return Number.NaN;
  if (!Array.isArray(journal.entries)) return Number.NaN;
  const when = (e: unknown) =>
    typeof e === "object" && e !== null && "when" in e && typeof e.when === "number"
      ? e.when
      : Number.NaN;
  return Math.max(...journal.entries.map(when));
}
