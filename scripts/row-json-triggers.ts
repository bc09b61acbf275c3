// Each row of the apartment read's resources kept as its API object's JSON (ADR 064), as a custom drizzle migration:
// run it after changing one of those tables (`npx tsx scripts/row-json-triggers.ts`). It asks drizzle-kit for a new
// custom migration named row_json and writes the SQL into it; each run makes every trigger and object again, so the
// newest holds all.
import { writeCustomMigration } from "../worker/db/custom-migrations";
import { rowJsonMigration } from "../worker/speed/sql-json/row-json";

const file = writeCustomMigration("row_json", rowJsonMigration());
console.log(`${file}: the rows' JSON tables and triggers written`);
