// Issue 72 item 1 (ADR 097): a new database. `npm start` on an empty data folder (the baseline, the derived objects,
// the first admin) until its first answer; and a new agency's database on the edge, made by `npm run db:migrate`
// against a libSQL server, in libSQL requests (each a network hop to Turso) and time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateDatabase } from "../../scripts/migrate";
import { startLibsqlServer } from "../support/libsql-server";
import { measureStartup } from "./startup";

/** The first answer of a server started on a data folder of its own, empty. */
export async function measureFreshStart(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), "patrimoine-neuf-"));
  try {
    return (await measureStartup({ dataDir, env })).firstAnswerMs;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new agency's database migrated over HTTP: the requests its client sent, and the time it took. */
export async function measureNewAgency() {
  const dir = mkdtempSync(join(tmpdir(), "patrimoine-agence-"));
  const server = await startLibsqlServer({ path: join(dir, "agence.db") });
  let requests = 0;
  const counted: typeof fetch = (input, init) => {
    requests++;
    return fetch(input, init);
  };
  try {
    const t0 = performance.now();
    await migrateDatabase(server.url, undefined, counted);
    return { requests, ms: performance.now() - t0 };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
