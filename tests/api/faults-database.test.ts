import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LibsqlError } from "@libsql/client";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertClient, valid, insertAppartement, insertLocataire } from "../support/factories";
import { DB_FAILURES, faultyClient } from "../support/faults";
import { LEAK } from "../support/bad-input";
import { changedTables, snapshotTables } from "../support/app-tables";

// The database lost under the Node client (a fake between the driver and the serialized client: the same path as
// a disk error, a locked or unreadable file, a remote libSQL server gone): 503 in French, never a 500 with the
// driver's words, nothing half-written, and the next request after it comes back just works.
const faults = faultyClient();
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ wrapClient: faults.wrap })));
afterEach(() => faults.up());
afterAll(() => t.close());

/** What the user reads: the database down, or busy (another writer holds its lock past the 5 s busy_timeout). */
const MESSAGES = {
  unavailable: /^Service momentanément indisponible/,
  busy: /^La base de données est occupée, réessayez dans un instant\.$/,
};

function expectUnavailable(
  r: { status: number; body: any; headers: Headers },
  code: keyof typeof MESSAGES = "unavailable",
) {
  expect(r.status, JSON.stringify(r.body)).toBe(503);
  expect(r.body.error.code).toBe(code);
  expect(r.body.error.message).toMatch(MESSAGES[code]);
  expect(JSON.stringify(r.body)).not.toMatch(LEAK);
  expect(r.headers.get("retry-after")).toBeTruthy();
}

describe.each(Object.entries(DB_FAILURES))("%s", (_label, { error: failure, code }) => {
  it("every kind of request answers 503 in French, and works again once the database is back", async () => {
    const c = await insertClient(t);
    faults.down(failure);
    expectUnavailable(await t.call("GET", "/api/Client"), code);
    expectUnavailable(await t.call("GET", `/api/Client/${c.id}`), code);
    expectUnavailable(await t.call("POST", "/api/Client", "admin", valid.Client()), code);
    expectUnavailable(await t.call("PUT", `/api/Client/${c.id}`, "admin", { ville: "Lyon" }), code);
    expectUnavailable(await t.call("DELETE", `/api/Client/${c.id}`), code);
    expectUnavailable(
      await t.call("POST", "/api/user/login", null, {
        credentials: { email: "admin@agence.test", password: "admin-secret" },
      }),
      code,
    );
    faults.up();
    expect((await t.call("GET", `/api/Client/${c.id}`)).body.ville).toBe(valid.Client().ville);
    expect(
      (await t.call("PUT", `/api/Client/${c.id}`, "admin", { ville: "Lyon" })).body.ville,
    ).toBe("Lyon");
    expect((await t.call("POST", "/api/Client", "admin", valid.Client())).status).toBe(201);
    expect(
      (
        await t.call("POST", "/api/user/login", null, {
          credentials: { email: "admin@agence.test", password: "admin-secret" },
        })
      ).status,
    ).toBe(200);
  });
});

it("lost in the middle of a write, after any number of statements: nothing written, and the next write goes through", async () => {
  const [a, l] = [await insertAppartement(t), await insertLocataire(t)];
  let reachedTheEnd = false;
  for (let after = 0; !reachedTheEnd; after++) {
    const before = await snapshotTables(t.client);
    faults.down(DB_FAILURES["disque en erreur (SQLITE_IOERR)"]!.error, after);
    const r = await t.call(
      "PUT",
      `/api/Appartement/${a.id}/tenant/add/${l.id}`,
      "admin",
      valid.Dossier(a.id, l.id),
    );
    faults.up();
    if (r.status === 200) reachedTheEnd = true;
    else {
      expectUnavailable(r);
      expect(
        changedTables(before, await snapshotTables(t.client)),
        `lost after ${after} statements`,
      ).toEqual([]);
    }
    expect(after).toBeLessThan(100);
  }
  // The last attempt went through whole: the dossier exists once.
  expect((await t.call("GET", `/api/Dossier?AppartementId=${a.id}`)).body.data).toHaveLength(1);
});

it("parallel requests while it is lost all get 503, and none is left waiting once it is back", async () => {
  faults.down(DB_FAILURES["disque en erreur (SQLITE_IOERR)"]!.error, 3);
  const rs = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      i % 2 ? t.call("GET", "/api/Client") : t.call("POST", "/api/Client", "admin", valid.Client()),
    ),
  );
  expect(
    rs.every((r) => r.status === 503 || r.status < 300),
    JSON.stringify(rs.map((r) => r.status)),
  ).toBe(true);
  faults.up();
  const after = await Promise.all(
    Array.from({ length: 10 }, () => t.call("POST", "/api/Client", "admin", valid.Client())),
  );
  expect(after.map((r) => r.status)).toEqual(Array(10).fill(201));
});

it("an error of the app's own SQL stays a 500 with a reference: only the host's failures are a 503", async () => {
  faults.down(() => new LibsqlError("no such column: nope", "SQLITE_ERROR"));
  const r = await t.call("GET", "/api/Client");
  expect(r.status).toBe(500);
  expect(r.body.error.message).toMatch(
    /^Une erreur interne est survenue \(référence [0-9a-f-]{36}\)\.$/,
  );
});
