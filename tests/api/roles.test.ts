import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectRoles } from "../support/roles";
import { create } from "../support/factories";

// Spec 6: what the generated role matrix (role-matrix.test.ts) does not say: who the user list shows, and paths
// that match no route.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

describe("GET /api/User", () => {
  it("excludes the caller and every admin", async () => {
    const other = await create(t, "User", { email: "collegue@agence.test", role: "user_delete" });
    const r = await t.call("GET", "/api/User", "admin");
    expect(r.status).toBe(200);
    const emails = r.body.data.map((u: { email: string }) => u.email);
    expect(emails).toContain("collegue@agence.test");
    expect(emails).toContain("user@agence.test");
    expect(r.body.data.every((u: { role: string }) => u.role !== "admin")).toBe(true);
    expect(r.body.data.some((u: { id: number }) => u.id === t.ids.admin)).toBe(false);
    expect(JSON.stringify(r.body)).not.toMatch(/passwordHash|pbkdf2/);

    // A second admin, seen from the first: still hidden.
    await t.db.run(
      (await import("drizzle-orm")).sql`UPDATE "User" SET role = 'admin' WHERE id = ${other.id}`,
    );
    const again = await t.call("GET", "/api/User", "admin");
    expect(again.body.data.map((u: { email: string }) => u.email)).not.toContain(
      "collegue@agence.test",
    );
  });
});

describe("anything else under /api", () => {
  it("is 401 for anonymous, 404 for a logged-in user", async () => {
    await expectRoles(
      t,
      { method: "GET", path: "/api/NExistePas" },
      { anonymous: 401, user: 404, user_delete: 404, comptable: 404, admin: 404 },
    );
  });
});
