import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

// Node-only, for the migrations made from the schema by a generator (the journal's triggers, ADR 029; the rows'
// JSON, ADR 064): each run writes a new custom migration holding everything, so the newest of a name is the one a
// test compares with what the generator makes today.

/** The file name of the newest custom migration `name` in migrations/ (`0057_row_json.sql`), if any. */
export const newestCustomMigration = (name: string): string | undefined =>
  readdirSync("migrations")
    .filter((f) => f.endsWith(`_${name}.sql`))
    .sort()
    .at(-1);

/** The text of the newest custom migration `name`, if any. */
export function newestCustomMigrationText(name: string): string | undefined {
  const file = newestCustomMigration(name);
  return file && readFileSync(`migrations/${file}`, "utf8");
}

/** Asks drizzle-kit for a new custom migration `name` (its journal entry and snapshot) and writes `sql` into it. */
export function writeCustomMigration(name: string, sql: string): string {
  execFileSync("npx", ["drizzle-kit", "generate", "--custom", "--name", name], {
    stdio: "inherit",
  });
  const file = newestCustomMigration(name);
  if (!file) throw new Error(`drizzle-kit made no ${name} migration`);
  writeFileSync(`migrations/${file}`, sql);
  return `migrations/${file}`;
}
