import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertClient, insertLocataire, valid } from "../support/factories";
import { expectError } from "../support/http";

// Issue 6, item 3: sessions older than a reset, the last admin, files removed through a record they do not belong
// to, the public receipt link's limit. Each test failed before the fix.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const withToken = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await t.app.request(path, {
    method,
    headers: {
      Authorization: `Token ${token}`,
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
};
const login = async (email: string, password: string, ip = "198.51.100.7") => {
  const res = await t.app.request("/api/user/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-test-ip": ip },
    body: JSON.stringify({ credentials: { email, password }, remember: false }),
  });
  return { status: res.status, body: (await res.json()) as any };
};

describe("sessions after a password reset", () => {
  it("refuses every token issued before an admin's reset (401), even to set a new password", async () => {
    const reg = await t.call("POST", "/api/user/register", "admin", {
      email: "reset.me@agence.test",
      role: "user",
    });
    const first = await login("reset.me@agence.test", reg.body.temporaryPassword);
    const old = first.body.user.token as string;
    expect((await withToken(old, "GET", "/api/user/me")).status).toBe(200);

    const reset = await t.call("POST", "/api/user/reset.me@agence.test/resetPassword", "admin");
    expect(reset.status).toBe(200);
    expectError(await withToken(old, "GET", "/api/user/me"), 401);
    expectError(await withToken(old, "GET", "/api/Client"), 401);
    expectError(
      await withToken(old, "POST", "/api/user/setPassword", { password: "pirate-password" }),
      401,
    );

    // The new temporary password works, and so does the token it gives.
    const again = await login("reset.me@agence.test", reset.body.temporaryPassword);
    expect(again.status).toBe(200);
    expect((await withToken(again.body.user.token, "GET", "/api/user/me")).status).toBe(200);
  });

  it("a user's own password change ends their other sessions; theirs goes on with the fresh token", async () => {
    const reg = await t.call("POST", "/api/user/register", "admin", {
      email: "own.change@agence.test",
      role: "user",
    });
    const here = (await login("own.change@agence.test", reg.body.temporaryPassword)).body.user
      .token as string;
    const stolen = (
      await login("own.change@agence.test", reg.body.temporaryPassword, "203.0.113.66")
    ).body.user.token as string;
    const r = await withToken(here, "POST", "/api/user/setPassword", {
      password: "nouveau-secret",
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Votre mot de passe a bien été modifié.");
    const fresh = r.body.user.token as string;
    expect(r.body.user).toMatchObject({ email: "own.change@agence.test", mustSetPassword: false });
    const me = await withToken(fresh, "GET", "/api/user/me");
    expect(me.status).toBe(200);
    expect(me.body.mustSetPassword).toBe(false);
    // The other session (a stolen token) and the caller's old token are both over.
    expectError(await withToken(stolen, "GET", "/api/Client"), 401);
    expectError(await withToken(here, "GET", "/api/user/me"), 401);
    expectError(
      await withToken(stolen, "POST", "/api/user/setPassword", { password: "pirate" }),
      401,
    );
    expect((await login("own.change@agence.test", "nouveau-secret")).status).toBe(200);
  });

  it("answers a malformed e-mail in the reset path with a JSON 404, not a 500", async () => {
    const r = await t.call("POST", "/api/user/a%25zz/resetPassword", "admin");
    expectError(r, 404);
  });
});

describe("the last admin", () => {
  it("cannot demote itself when it is the only admin (409), and stays admin", async () => {
    const r = await t.call("PUT", `/api/User/${t.ids.admin}`, "admin", { role: "user" });
    expectError(r, 409);
    expect(r.body.error.message).toBe(
      "Il doit rester au moins un administrateur : ce compte ne peut pas perdre son rôle.",
    );
    expect((await t.call("GET", "/api/user/me", "admin")).body.role).toBe("admin");
  });
});

describe("files and images removed through a record", () => {
  it("refuses (404) to remove a file through a record it does not belong to, and deletes nothing", async () => {
    const owner = await insertClient(t);
    const other = await insertLocataire(t);
    const form = new FormData();
    form.append("nom", "Bail signé");
    form.append(
      "file",
      new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "bail.pdf", {
        type: "application/pdf",
      }),
    );
    const f = (await t.call("POST", "/api/Fichier", "admin", form)).body;
    expect(
      (await t.call("PUT", `/api/Client/${owner.id}/fichier/add/${f.id}`, "admin")).status,
    ).toBe(200);
    const keysBefore = t.files.keys().length;

    expectError(
      await t.call("PUT", `/api/Locataire/${other.id}/fichier/remove/${f.id}`, "admin"),
      404,
    );
    expectError(
      await t.call("DELETE", `/api/Locataire/${other.id}/fichier/remove/${f.id}`, "admin"),
      404,
    );
    expect((await t.call("GET", `/api/Fichier/${f.id}`)).status).toBe(200);
    expect(t.files.keys().length).toBe(keysBefore);
    expect((await t.call("GET", f.url)).status).toBe(200);

    // Through its own record it goes, with its stored object.
    expect(
      (await t.call("PUT", `/api/Client/${owner.id}/fichier/remove/${f.id}`, "admin")).status,
    ).toBe(200);
    expect((await t.call("GET", `/api/Fichier/${f.id}`)).status).toBe(404);
    expect(t.files.keys().length).toBe(keysBefore - 1);
  });
});

describe("the public receipt link", () => {
  it("30 wrong links from one address do not lock out the real tenant at that address", async () => {
    const q = await create(t, "Quitance", valid.Quitance());
    const post = (uuid: string) =>
      t.app.request(`/api/Quitance/validation/true/${uuid}`, {
        method: "POST",
        headers: { "x-test-ip": "203.0.113.9" },
      });
    for (let i = 0; i < 30; i++) expect((await post(crypto.randomUUID())).status).toBe(404);
    expect((await post(crypto.randomUUID())).status).toBe(429);
    const real = await post(q.uuid);
    expect(real.status).toBe(200);
    expect(await real.json()).toMatchObject({ ok: true, regle: true });
  });
});
