// TEST / DEV TOOLING ONLY — never deployed. An HTTP service the edge tests (inside workerd, which cannot start a
// process or a server) call to get a fresh migrated libSQL database, and to stop and start its server: the database
// lost and back, an empty instance to restore a backup into.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "libsql";
import { startLibsqlServer, type LibsqlServer } from "./libsql-server";
import { migrateDatabase } from "../../scripts/migrate";
import { templateCopies } from "./template-db";

interface Managed {
  path: string;
  port: number;
  server: LibsqlServer | null;
  busyWaitMs?: number;
}

/**
 * POST /databases[?chaine][&attente=ms] -> { id, url }; POST /databases/{id}/stop; POST /databases/{id}/start;
 * POST /databases/{id}/occupee?fois=n[&apres=k][&motif=regexp]: SQLITE_BUSY for the next n matching statements.
 */
export async function startLibsqlControl() {
  const dir = mkdtempSync(join(tmpdir(), "patrimoine-control-"));
  const dbs = new Map<string, Managed>();
  const numberOf = (url: URL, name: string) => {
    const v = url.searchParams.get(name);
    return v === null ? undefined : Number(v);
  };

  /** A database migrated over HTTP as `npm run db:migrate` does, from the baseline or (`chaine`) the first migration. */
  async function migrated(path: string, chaine: boolean) {
    const init = new Database(path);
    init.pragma("journal_mode = WAL");
    init.close();
    const server = await startLibsqlServer({ path });
    await migrateDatabase(server.url, undefined, undefined, { baseline: !chaine });
    return server;
  }
  // Every instance from the baseline is a copy of the first one made (ADR 125): migrating costs the test process
  // about a third of a second of CPU per instance (the baseline's 760 objects parsed again), a copy a few ms.
  const fromBaseline = templateCopies("pl-edge-instances-", async (path) => {
    await (await migrated(path, false)).close();
    const db = new Database(path);
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.close();
  });

  /**
   * `chaine`: from the first migration, every migration replayed (tests/edge/baseline.test.ts), not the baseline.
   * `busyWaitMs`: the server's wait for a lock another stream holds (libsql-server.ts's option).
   */
  async function create(chaine = false, busyWaitMs?: number) {
    const id = crypto.randomUUID();
    let path = join(dir, `${id}.db`);
    let server: LibsqlServer;
    if (chaine) server = await migrated(path, true);
    else {
      path = await fromBaseline.copy();
      server = await startLibsqlServer({ path, busyWaitMs });
    }
    dbs.set(id, { path, port: server.port, server, busyWaitMs });
    return { id, url: server.url };
  }

  // Each answer closes its connection: the edge files share one isolate (vitest.config.ts), whose pool would
  // otherwise send a later request on a kept-alive connection this server is closing ("Network connection lost").
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", connection: "close" });
    res.end(JSON.stringify(body));
  };
  const control = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const url = new URL(req.url ?? "/", "http://x");
      const path = url.pathname;
      if (req.method === "POST" && path === "/databases")
        return send(
          res,
          200,
          await create(url.searchParams.has("chaine"), numberOf(url, "attente")),
        );
      const m = /^\/databases\/([\w-]+)\/(stop|start|occupee)$/.exec(path);
      const db = m && dbs.get(m[1]!);
      if (req.method !== "POST" || !db) return send(res, 404, { error: "inconnu" });
      if (m![2] === "stop" && db.server) {
        await db.server.close();
        db.server = null;
      }
      if (m![2] === "start" && !db.server)
        db.server = await startLibsqlServer({
          path: db.path,
          port: db.port,
          busyWaitMs: db.busyWaitMs,
        });
      if (m![2] === "occupee")
        db.server?.injectBusy({
          times: numberOf(url, "fois") ?? 1,
          skip: numberOf(url, "apres") ?? 0,
          pattern: new RegExp(url.searchParams.get("motif") ?? "^\\s*begin\\b", "i"),
        });
      return send(res, 200, { ok: true });
    } catch (e) {
      return send(res, 500, { error: String(e) });
    }
  });
  await new Promise<void>((ok) => control.listen(0, "127.0.0.1", ok));
  return {
    url: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    async close() {
      control.closeAllConnections();
      await new Promise<void>((ok) => control.close(() => ok()));
      for (const db of dbs.values()) await db.server?.close();
      rmSync(dir, { recursive: true, force: true });
      fromBaseline.removeAll();
    },
  };
}
