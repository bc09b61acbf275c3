// `npm run db:migrate`: applies migrations/ to the edge database (Turso / sqld) named by LIBSQL_URL, with
// LIBSQL_AUTH_TOKEN when the server wants one. The Workers entry never migrates itself: it cannot read the SQL
// files at run time, and a deploy should migrate once, not every isolate.
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { pathToFileURL } from "node:url";
import { createDb } from "../worker/db/client";
import { applyMigrations } from "../worker/db/migrate";

export async function migrateDatabase(url: string, authToken?: string) {
  const client = createClient({ url, authToken });
  try {
    await applyMigrations(createDb(drizzle, client));
  } finally {
    client.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const url = process.env.LIBSQL_URL;
  if (!url) {
    console.error(
      "LIBSQL_URL manquant : l'adresse de la base libSQL (ex. libsql://<base>.turso.io).",
    );
    process.exit(1);
  }
  await migrateDatabase(url, process.env.LIBSQL_AUTH_TOKEN || undefined);
  console.log(`Migrations appliquées sur ${new URL(url).host}.`);
}
