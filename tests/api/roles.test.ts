import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { ADMIN_ONLY, DELETERS, OPEN, PUBLIC, expectRoles, type Matrix } from "../support/roles";
import { RESOURCE_CASES, insertCase, pdfForm } from "../support/resources";
import { create, insertDossier, valid } from "../support/factories";

// Spec 6 / issue 2 item 6: every route x anonymous, user, user_delete, admin (and a forged token).
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

describe.each(RESOURCE_CASES)("$name", (c) => {
  const read: Matrix = c.readAdminOnly ? ADMIN_ONLY : OPEN;
  const write: Matrix = c.adminOnlyWrites ? ADMIN_ONLY : OPEN;
  const del: Matrix = c.adminOnlyWrites ? ADMIN_ONLY : DELETERS;
  const base = `/api/${c.name}`;

  it("GET list", async () => {
    await insertCase(t, c);
    await expectRoles(t, { method: "GET", path: base }, read);
  });

  it("GET one", async () => {
    const row = await insertCase(t, c);
    await expectRoles(t, { method: "GET", path: `${base}/${row.id}` }, read);
  });

  it("POST", async () => {
    await expectRoles(t, async () => ({ method: "POST", path: base, body: await c.body(t) }), write);
  });

  it("PUT", async () => {
    const row = await insertCase(t, c);
    await expectRoles(t, { method: "PUT", path: `${base}/${row.id}`, body: c.update }, write);
  });

  it("DELETE (never for the role user)", async () => {
    await expectRoles(t, async () => ({ method: "DELETE", path: `${base}/${(await insertCase(t, c)).id}` }), del);
  });
});

describe("account routes", () => {
  it("login and version are public", async () => {
    await expectRoles(t, { method: "GET", path: "/api/version" }, PUBLIC);
    await expectRoles(t, { method: "POST", path: "/api/user/login", body: { credentials: { email: "user@agence.test", password: "secret1" } } }, PUBLIC);
  });

  it("me and setPassword need a login, any role", async () => {
    await expectRoles(t, { method: "GET", path: "/api/user/me" }, OPEN);
    await expectRoles(t, { method: "POST", path: "/api/user/setPassword", body: { password: "secret1" } }, OPEN);
  });

  it("register and resetPassword are admin only", async () => {
    let i = 0;
    await expectRoles(t, () => ({ method: "POST", path: "/api/user/register", body: { email: `reg-${++i}@agence.test`, role: "user" } }), ADMIN_ONLY);
    await create(t, "User", { email: "cible@agence.test", role: "user" });
    await expectRoles(t, { method: "POST", path: "/api/user/cible%40agence.test/resetPassword" }, ADMIN_ONLY);
  });
});

describe("uploads and downloads", () => {
  it("GET /files/* serves stored files to logged-in users only", async () => {
    const f = await t.call("POST", "/api/Fichier", "user", pdfForm());
    expect(f.status).toBe(201);
    await expectRoles(t, { method: "GET", path: f.body.url }, OPEN);
  });
});

describe("public receipt confirmation", () => {
  it("POST /api/Quitance/validation/{state}/{uuid} needs no login", async () => {
    const fresh = async () => {
      const q = await create(t, "Quitance", { ...valid.Quitance(), DossierId: (await insertDossier(t)).id });
      return { method: "POST", path: `/api/Quitance/validation/true/${q.uuid}` };
    };
    await expectRoles(t, fresh, PUBLIC);
  });
});

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
    await t.db.run((await import("drizzle-orm")).sql`UPDATE "User" SET role = 'admin' WHERE id = ${other.id}`);
    const again = await t.call("GET", "/api/User", "admin");
    expect(again.body.data.map((u: { email: string }) => u.email)).not.toContain("collegue@agence.test");
  });
});

describe("anything else under /api", () => {
  it("is 401 for anonymous, 404 for a logged-in user", async () => {
    await expectRoles(t, { method: "GET", path: "/api/NExistePas" }, { anonymous: 401, user: 404, user_delete: 404, admin: 404 });
  });
});
