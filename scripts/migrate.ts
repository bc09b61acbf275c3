// `npm run db:migrate`: applies migrations/ to the edge database (Turso / sqld) named by LIBSQL_URL, with
// LIBSQL_AUTH_TOKEN when the server wants one. The Workers entry never migrates itself: it cannot read the SQL
// files at run time, and a deploy should migrate once, not every isolate.
// `npm run db:migrate -- --all`: every agency of the platform (ADR 018). The platform database is
// PLATFORM_LIBSQL_URL (its table is created if missing); each agency's database token is read from the environment
// variable its row names (the same name as the worker's secret).
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { pathToFileURL } from "node:url";
import { createDb } from "../worker/db/client";
import { applyMigrations } from "../worker/db/migrate";
import { AGENCIES_SQL, PLATFORM_DDL, agencyOf } from "../worker/platform/agencies";

/**
 * `fetch`: another than the global one (the bench counts the requests a new agency's database costs); `options`:
 * applyMigrations's (a test replays the chain from the first migration).
 */
export async function migrateDatabase(
  url: string,
  authToken?: string,
  fetch?: typeof globalThis.fetch,
  options?: Parameters<typeof applyMigrations>[2],
) {
  const client = createClient({ url, authToken, ...(fetch && { fetch }) });
  try {
    await applyMigrations(createDb(drizzle, client), client, options);
  } finally {
    client.close();
  }
}

/** Every agency's database, one after the other; a failure is told and the others are still migrated. */
export async function migrateAllAgencies(
  platformUrl: string,
  platformToken: string | undefined,
  secrets: Record<string, string | undefined>,
  log: (line: string) => void = console.log,
) {
  const platform = createClient({ url: platformUrl, authToken: platformToken });
  let failed = 0;
  try {
    await platform.execute(PLATFORM_DDL);
    const agencies = (await platform.execute(AGENCIES_SQL)).rows.map((r) => agencyOf(r));
    for (const a of agencies) {
      const token = a.libsqlTokenSecret ? secrets[a.libsqlTokenSecret] : undefined;
      try {
        if (a.libsqlTokenSecret && !token)
          throw new Error(`variable ${a.libsqlTokenSecret} manquante`);
        await migrateDatabase(a.libsqlUrl, token);
        log(`Agence ${a.id} (${a.hote}) : migrations appliquées.`);
      } catch (e) {
        failed++;
        log(`Agence ${a.id} (${a.hote}) : échec, ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    return { agencies: agencies.length, failed };
  } finally {
    platform.close();
  }
}

if (
  import.meta.url === pathToFileURL(process.argv[1] ?? "").href &&
  process.argv.includes("--all")
) {
  const url = process.env.PLATFORM_LIBSQL_URL;
  if (!url) {
    console.error("PLATFORM_LIBSQL_URL manquant : l'adresse de la base de la plateforme (--all).");
    process.exit(1);
  }
  const { agencies, failed } = await migrateAllAgencies(
    url,
    process.env.PLATFORM_LIBSQL_AUTH_TOKEN || undefined,
    process.env,
  );
  console.log(`${agencies - failed} agence(s) sur ${agencies} migrée(s).`);
  process.exit(failed ? 1 : 0);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
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
