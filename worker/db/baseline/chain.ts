import type { Client } from "@libsql/client";
import { migrate } from "drizzle-orm/libsql/migrator";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "../client";
import { MIGRATIONS_FOLDER } from "../migrate";
import { dumpBaseline } from "./dump";

// Node-only: the baseline made from the chain of migrations (ADR 097), by scripts/baseline.ts and by the test that
// holds the checked-in file to it.

interface JournalEntry {
  tag: string;
  when: number;
}

/**
 * Migrates the empty database `db` (over `client`) by the chain up to `upTo` (drizzle's migrator over a copy of
 * migrations/ whose journal stops there; no derived objects), and returns its baseline.
 */
export async function chainBaseline(db: Database, client: Client, upTo: JournalEntry) {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  );
  const entries: JournalEntry[] = journal.entries;
  const end = entries.findIndex((e) => e.tag === upTo.tag);
  if (end < 0) throw new Error(`${upTo.tag} n'est pas dans le journal des migrations`);
  const folder = mkdtempSync(join(tmpdir(), "chaine-"));
  try {
    mkdirSync(join(folder, "meta"));
    const kept = entries.slice(0, end + 1);
    writeFileSync(
      join(folder, "meta", "_journal.json"),
      JSON.stringify({ ...journal, entries: kept }),
    );
    for (const e of kept)
      copyFileSync(join(MIGRATIONS_FOLDER, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
    await migrate(db, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return dumpBaseline(client, upTo);
}
