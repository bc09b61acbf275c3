// Each row of the apartment read's resources kept as its API object's JSON (ADR 064), as a custom drizzle migration:
// run it after changing one of those tables (`npx tsx scripts/row-json-triggers.ts`). It asks drizzle-kit for a new
// custom migration named row_json and writes the SQL into it; each run makes every trigger and object again, so the
// newest holds all.
import { execFileSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { rowJsonMigration } from "../worker/speed/sql-json/row-json";

execFileSync("npx", ["drizzle-kit", "generate", "--custom", "--name", "row_json"], {
  stdio: "inherit",
});
const file = readdirSync("migrations")
  .filter((f) => f.endsWith("_row_json.sql"))
  .sort()
  .at(-1);
if (!file) throw new Error("drizzle-kit made no row_json migration");
writeFileSync(`migrations/${file}`, rowJsonMigration());
console.log(`migrations/${file}: the rows' JSON tables and triggers written`);
