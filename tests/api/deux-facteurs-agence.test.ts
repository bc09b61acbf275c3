import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { callWithToken, expectError, expectFieldError } from "../support/http";
import { NOW, MSG_REQUIS, login, step, enable } from "../support/deux-facteurs";

// Issue 59, item 1: the agency's « exiger un second facteur », and an admin's reset of a user's second factor, told
// by e-mail.

describe("the agency requires a second factor", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await makeTestApp({ now: new Date(NOW).toISOString() })));
  afterAll(() => t.close());

  it("an admin without a factor of their own cannot turn it on (409); with one, GET and PUT /agence carry it", async () => {
    const refused = await t.call("PUT", "/api/agence", "admin", { exigerDeuxFacteurs: true });
    expectError(refused, 409);
    expect(refused.body.error.message).toContain("Activez d'abord votre propre second facteur");
    expect((await t.call("GET", "/api/agence", "admin")).body.exigerDeuxFacteurs).toBe(false);
    expectFieldError(
      await t.call("PUT", "/api/agence", "admin", { exigerDeuxFacteurs: "oui" }),
      "exigerDeuxFacteurs",
    );
    step(t, 0);
    await enable(t, "admin");
    const on = await t.call("PUT", "/api/agence", "admin", { exigerDeuxFacteurs: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.exigerDeuxFacteurs).toBe(true);
    expect((await t.call("GET", "/api/agence", "admin")).body.exigerDeuxFacteurs).toBe(true);
    // Another field's PUT keeps it (PUT merges).
    const other = await t.call("PUT", "/api/agence", "admin", { telephone: "01 02 03 04 05" });
    expect(other.body.exigerDeuxFacteurs).toBe(true);
  });

  it("staff without a factor get 403 deux_facteurs_requis everywhere but the set-up, then go on once it is set up", async () => {
    const refused = await t.call("GET", "/api/Client", "user");
    expectError(refused, 403);
    expect(refused.body.error).toEqual({ code: "deux_facteurs_requis", message: MSG_REQUIS });
    expectError(await t.call("POST", "/api/Client", "user_delete", { nom: "X" }), 403);
    expect((await t.call("GET", "/api/user/me", "user")).body).toMatchObject({
      deuxFacteurs: false,
      deuxFacteursRequis: true,
    });
    // The admin, who has one, goes on.
    expect((await t.call("GET", "/api/Client", "admin")).status).toBe(200);
    step(t, 1);
    await enable(t, "user");
    expect((await t.call("GET", "/api/Client", "user")).status).toBe(200);
    expect((await t.call("GET", "/api/user/me", "user")).body.deuxFacteurs).toBe(true);
    // Turning one's own factor off is refused while the agency requires it.
    expectError(
      await t.call("POST", "/api/user/2fa/totp/desactiver", "user", { code: "123456" }),
      409,
    );
  });

  it("a temporary password comes first, then the factor", async () => {
    const reg = await t.call("POST", "/api/user/register", "admin", {
      email: "nouvelle@agence.test",
      role: "user",
    });
    expect(reg.status).toBe(201);
    const first = await login(t, "nouvelle@agence.test", reg.body.temporaryPassword);
    let token = first.body.user.token as string;
    const tmp = await callWithToken(t, token, "GET", "/api/Client");
    expect(tmp.body.error.code).toBe("password_change_required");
    expect((await callWithToken(t, token, "POST", "/api/user/2fa/totp")).body.error.code).toBe(
      "password_change_required",
    );
    const changed = await callWithToken(t, token, "POST", "/api/user/setPassword", {
      password: "un-secret-bien-long",
    });
    token = changed.body.user.token;
    expect(changed.body.user.deuxFacteursRequis).toBe(true);
    expect((await callWithToken(t, token, "GET", "/api/Client")).body.error.code).toBe(
      "deux_facteurs_requis",
    );
    expect((await callWithToken(t, token, "POST", "/api/user/2fa/totp")).status).toBe(200);
  });

  it("once turned off, staff without a factor go on", async () => {
    expect(
      (await t.call("PUT", "/api/agence", "admin", { exigerDeuxFacteurs: false })).status,
    ).toBe(200);
    expect((await t.call("GET", "/api/Client", "user_delete")).status).toBe(200);
  });
});

describe("an admin resets a user's second factor", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await makeTestApp({ now: new Date(NOW).toISOString() })));
  afterAll(() => t.close());

  it("clears the secret and the recovery codes, journals it (masked), and tells the user by e-mail", async () => {
    const { secret } = await enable(t, "user");
    const r = await t.call("DELETE", "/api/user/user%40agence.test/2fa", "admin");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(
      "Le second facteur de user@agence.test a été réinitialisé : il en configurera un nouveau à sa prochaine connexion. Un e-mail l'en informe.",
    );
    expect(r.body.user).toMatchObject({ email: "user@agence.test", totpActif: false });
    expect(JSON.stringify(r.body)).not.toContain(secret);
    const rows = await t.client.execute({
      sql: `select "totpSecret", "totpActif", "totpDernierPas", (select count(*) from "CodeSecours" where "UserId" = "User"."id") as codes from "User" where "id" = ?`,
      args: [t.ids.user],
    });
    expect(rows.rows[0]).toMatchObject({
      totpSecret: null,
      totpActif: 0,
      totpDernierPas: null,
      codes: 0,
    });
    const mail = t.sent.find((m) => m.to === "user@agence.test");
    expect(mail?.subject).toBe("Le second facteur de votre compte a été réinitialisé");
    expect(mail?.text).toContain(
      "le 23/11/2026 par un administrateur de l'agence (admin@agence.test)",
    );
    expect(mail?.text).toContain("Si vous n'êtes pas à l'origine de cette demande");
    const journal = await t.call("GET", "/api/journal?resource=User", "admin");
    const line = journal.body.data.find(
      (l: any) => l.action === "update" && l.changes.totpActif && l.changes.totpActif[1] === 0,
    );
    expect(line, JSON.stringify(journal.body.data.slice(0, 3))).toBeTruthy();
    expect(line.user).toBe("admin@agence.test");
    expect(line.changes.totpSecret).toEqual(["(masqué)", null]);
    // The password alone signs in again.
    expect((await login(t, "user@agence.test", "secret1")).body.user.token).toEqual(
      expect.any(String),
    );
  });

  it("404 for an unknown e-mail, 409 for an account without a factor; no mail then", async () => {
    const before = t.sent.length;
    expectError(await t.call("DELETE", "/api/user/inconnu%40agence.test/2fa", "admin"), 404);
    const none = await t.call("DELETE", "/api/user/user_delete%40agence.test/2fa", "admin");
    expectError(none, 409);
    expect(none.body.error.message).toBe("Ce compte n'a pas de second facteur à réinitialiser.");
    expect(t.sent.length).toBe(before);
  });

  it("only an admin resets; every staff role sets up its own", async () => {
    for (const role of ["user", "user_delete"] as const) {
      expectError(await t.call("DELETE", "/api/user/admin%40agence.test/2fa", role), 403);
      expect((await t.call("POST", "/api/user/2fa/totp", role)).status).toBe(200);
    }
    expectError(await t.call("POST", "/api/user/2fa/totp", null), 401);
  });
});
