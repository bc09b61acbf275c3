// TEST / DEV TOOLING: a migrated libSQL database behind the test-only HTTP server, for the edge entry in workerd.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "libsql";
import { migrateDatabase } from "../../scripts/migrate";
import { startLibsqlServer } from "./libsql-server";

/** Starts the server on `path` (a fresh temp file when omitted) and applies migrations/ through it over HTTP,
 *  exactly as `npm run db:migrate` does against Turso. */
export async function startEdgeDatabase(
  opts: { path?: string; port?: number; authToken?: string } = {},
) {
  const dir = opts.path ? null : mkdtempSync(join(tmpdir(), "patrimoine-edge-"));
  const path = opts.path ?? join(dir!, "edge.db");
  // WAL once for the file: readers on one stream do not block a writer on another.
  const init = new Database(path);
  init.pragma("journal_mode = WAL");
  init.close();
  const server = await startLibsqlServer({ path, port: opts.port, authToken: opts.authToken });
  try {
    await migrateDatabase(server.url, opts.authToken);
  } catch (e) {
    await server.close();
    throw e;
  }
  return {
    ...server,
    path,
    async close() {
      await server.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
