// The journal's triggers for every business table (ADR 029), as a custom drizzle migration: run it after adding a
// table (`npx tsx scripts/journal-triggers.ts`). It asks drizzle-kit for a new custom migration named
// journal_triggers and writes the SQL into it; each run drops and re-creates every trigger, so the newest holds all.
import { writeCustomMigration } from "../worker/db/custom-migrations";
import { journalMigration } from "../worker/services/journal/triggers";

const file = writeCustomMigration("journal_triggers", journalMigration());
console.log(`${file}: the journal's triggers written`);
