// `npx tsx scripts/baseline.ts`: writes migrations/baseline/baseline.sql (ADR 097), the schema and rows of a database
// migrated by the whole chain of migrations/, from which every new database starts. Run it rarely: when the chain
// since the baseline has grown long enough to slow a new database. An existing database is not concerned: it takes
// its pending migrations as before. tests/api/baseline.test.ts checks that the file is what this script makes from
// the migrations up to the one it names.
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chainBaseline } from "../worker/db/baseline/chain";
import { BASELINE_FILE, MIGRATIONS_FOLDER } from "../worker/db/migrate";

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
const client = createClient({ url: ":memory:" });
const sql = await chainBaseline(drizzle({ client }), client, journal.entries.at(-1));
mkdirSync(dirname(BASELINE_FILE), { recursive: true });
writeFileSync(BASELINE_FILE, sql);
console.log(`${BASELINE_FILE}: ${(sql.length / 1024).toFixed(0)} Ko`);
