import { afterAll, beforeAll, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "libsql";
import { startLibsqlServer, type LibsqlServer } from "../support/libsql-server";
import { migrateDatabase } from "../../scripts/migrate";
import { nodePorts } from "../../worker/entry/node-ports";
import { bootstrap } from "../../worker/db/bootstrap";
import { createApp } from "../../worker/app";
import { valid } from "../support/factories";
import { LEAK } from "../support/bad-input";

// The Node entry's ports on a libSQL server (LIBSQL_URL=http://...): the server stopped under it, then started again.
// No fake: the real client, the real network error. The app answers 503 in French meanwhile and recovers by itself.
const dir = mkdtempSync(join(tmpdir(), "pl-dbdown-"));
const path = join(dir, "remote.db");
let server: LibsqlServer;
let port = 0;
let app: ReturnType<typeof createApp>;
let close = () => {};
let token = "";

beforeAll(async () => {
  const init = new Database(path);
  init.pragma("journal_mode = WAL");
  init.close();
  server = await startLibsqlServer({ path });
  port = server.port;
  await migrateDatabase(server.url);
  const ports = await nodePorts({
    DATA_DIR: join(dir, "data"),
    LIBSQL_URL: server.url,
    JWT_SECRET: "x".repeat(40),
  });
  close = () => ports.client.close();
  await bootstrap(ports.db, { ADMIN_EMAIL: "admin@down.test", ADMIN_PASSWORD: "admin-secret" });
  app = createApp({ ...ports, log: () => {} });
  const login = await call("POST", "/api/user/login", {
    credentials: { email: "admin@down.test", password: "admin-secret" },
  });
  token = login.body.user.token;
});
afterAll(async () => {
  close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = token ? { Authorization: `Token ${token}` } : {};
  if (body) headers["Content-Type"] = "application/json";
  const res = await app.request(path, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
}

it("answers 503 in French while the server is stopped, and serves again once it is back, with its data", async () => {
  const created = await call("POST", "/api/Client", valid.Client());
  expect(created.status).toBe(201);

  await server.close();
  for (const [method, p, body] of [
    ["GET", "/api/Client"],
    ["GET", `/api/Client/${created.body.id}`],
    ["POST", "/api/Client", valid.Client()],
    ["PUT", `/api/Client/${created.body.id}`, { ville: "Lyon" }],
  ] as const) {
    const r = await call(method, p, body);
    expect(r.status, `${method} ${p}: ${r.text}`).toBe(503);
    expect(r.body.error.message).toMatch(/^Service momentanément indisponible/);
    expect(r.text).not.toMatch(LEAK);
  }

  server = await startLibsqlServer({ path, port });
  expect((await call("GET", `/api/Client/${created.body.id}`)).body.ville).toBe(
    valid.Client().ville,
  );
  expect((await call("PUT", `/api/Client/${created.body.id}`, { ville: "Lyon" })).body.ville).toBe(
    "Lyon",
  );
  expect((await call("POST", "/api/Client", valid.Client())).status).toBe(201);
  expect((await call("GET", "/api/Client")).body.data).toHaveLength(2);
});

it("a server stopped while writes are in flight: each answers 503 or succeeds, and the next writes go through", async () => {
  const inFlight = Array.from({ length: 16 }, () => call("POST", "/api/Client", valid.Client()));
  await server.close();
  const answers = await Promise.all(inFlight);
  for (const r of answers) expect([201, 503], r.text).toContain(r.status);
  server = await startLibsqlServer({ path, port });
  const after = await Promise.all(
    Array.from({ length: 4 }, () => call("POST", "/api/Client", valid.Client())),
  );
  expect(after.map((r) => r.status)).toEqual([201, 201, 201, 201]);
});
