// The closed years' triggers (issue 59 item 5, ADR 067), as a custom drizzle migration: run it after adding a money
// table to the FEC (`npx tsx scripts/exercice-clos-triggers.ts`). It asks drizzle-kit for a new custom migration
// named exercice_clos and writes the SQL into it; each run drops and re-creates every trigger, so the newest holds all.
import { writeCustomMigration } from "../worker/db/custom-migrations";
import { exerciceClosMigration } from "../worker/services/exercices/triggers";

const file = writeCustomMigration("exercice_clos", exerciceClosMigration());
console.log(`${file}: the closed years' triggers written`);
