// The journal's triggers for every business table (ADR 029), as a custom drizzle migration: run it after adding a
// table (`npx tsx scripts/journal-triggers.ts`). It asks drizzle-kit for a new custom migration named
// journal_triggers and writes the SQL into it; each run drops and re-creates every trigger, so the newest holds all.
import { execFileSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { journalMigration } from "../worker/services/journal/triggers";

execFileSync("npx", ["drizzle-kit", "generate", "--custom", "--name", "journal_triggers"], {
  stdio: "inherit",
});
const file = readdirSync("migrations")
  .filter((f) => f.endsWith("_journal_triggers.sql"))
  .sort()
  .at(-1);
if (!file) throw new Error("drizzle-kit made no journal_triggers migration");
writeFileSync(`migrations/${file}`, journalMigration());
console.log(`migrations/${file}: the journal's triggers written`);
