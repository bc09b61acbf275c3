import { chmodSync, copyFileSync, existsSync, renameSync, rmSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

// A new data folder's database, copied from the one the Node build made (ADR 140): the baseline, the migrations
// after it and the derived objects, already run once by scripts/build-server.mjs (dist/server/base-neuve.db). A copy
// costs a few milliseconds where making them cost most of a first start's CPU. The copy is then opened and migrated
// as any database is: one the build made before a later migration takes it, as an existing database would.

/** Whether `path` is no database yet: missing, or the empty file an interrupted first start left, without a WAL. */
function noDatabaseYet(path: string): boolean {
  if (!existsSync(path)) return true;
  return statSync(path).size === 0 && !existsSync(`${path}-wal`);
}

/**
 * Copies the build's new database to `path` when there is no database there and the build made one; true when it
 * did. Copied beside it first, made 0600 (the copy takes the build's mode), then renamed: a start stopped mid-copy
 * leaves no half database behind, and the database is never readable by others.
 */
export function copiedNewDatabase(baseNeuve: URL, path: string): boolean {
  const from = fileURLToPath(baseNeuve);
  if (!existsSync(from) || !noDatabaseYet(path)) return false;
  const partial = `${path}.copie`;
  rmSync(partial, { force: true });
  copyFileSync(from, partial);
  chmodSync(partial, 0o600);
  renameSync(partial, path);
  return true;
}
