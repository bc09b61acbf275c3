import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError } from "../support/http";
import { User } from "../../worker/db/schema";
import { memorySessionRows } from "../../worker/ports";

// Issue 43: the Node entry keeps the signed-in users' rows until the next write (ports.ts SessionRows), as
// makeTestApp does. Whatever writes (a route, the daily job, a statement that bypasses every route), the very next
// request reads the user again: a demotion or a deletion still bites at once.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

describe("the users' rows kept between writes", () => {
  it("a demotion written straight to the database bites on the next request", async () => {
    expect((await t.call("GET", "/api/user/me", "user_delete")).body.role).toBe("user_delete");
    await t.db.update(User).set({ role: "user" }).where(eq(User.id, t.ids.user_delete));
    expect((await t.call("GET", "/api/user/me", "user_delete")).body.role).toBe("user");
    expectError(await t.call("DELETE", "/api/Client/999999", "user_delete"), 403);
  });

  it("a password reset by the admin ends the user's kept session on its next request", async () => {
    expect((await t.call("GET", "/api/Client", "user")).status).toBe(200);
    const reset = await t.call("POST", "/api/user/user@agence.test/resetPassword", "admin");
    expect(reset.status).toBe(200);
    expectError(await t.call("GET", "/api/Client", "user"), 401);
  });

  it("a session ended straight in the database (its token version moved on) is refused at once", async () => {
    expect((await t.call("GET", "/api/Client", "admin")).status).toBe(200);
    await t.db.update(User).set({ tokenVersion: 99 }).where(eq(User.id, t.ids.admin));
    expectError(await t.call("GET", "/api/Client", "admin"), 401);
  });
});

describe("memorySessionRows", () => {
  const user = (id: number) => ({
    user: {
      id,
      email: `u${id}@agence.test`,
      role: "user" as const,
      mustSetPassword: false,
      tokenVersion: 0,
      epoch: 0,
      deuxFacteurs: false,
      deuxFacteursRequis: false,
      totpActif: false,
      clesAcces: 0,
    },
    session: null,
  });
  // Kept by user and session (auth/middleware.ts): "7|sid".
  const k = (id: number) => `${id}|s${id}`;

  it("keeps a row read before no write, drops every row on a write", () => {
    const rows = memorySessionRows();
    rows.set(k(1), user(1), rows.generation);
    expect(rows.get(k(1))?.user.email).toBe("u1@agence.test");
    rows.clear();
    expect(rows.get(k(1))).toBeUndefined();
  });

  it("never keeps a row read across a write (it may predate it)", () => {
    const rows = memorySessionRows();
    const since = rows.generation;
    rows.clear(); // a write committed while the row was being read
    rows.set(k(1), user(1), since);
    expect(rows.get(k(1))).toBeUndefined();
  });

  it("starts again past its bound", () => {
    const rows = memorySessionRows(2);
    for (const id of [1, 2, 3]) rows.set(k(id), user(id), rows.generation);
    expect([rows.get(k(1)), rows.get(k(2)), rows.get(k(3))?.user.id]).toEqual([
      undefined,
      undefined,
      3,
    ]);
  });
});
