import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { MSG_PASSWORD_SHORT, callWithToken, expectError, login } from "../support/http";
import { bootstrap } from "../../worker/db/bootstrap";
import { openDatabase } from "../../worker/entry/node-ports";

// Issue 40, item 5: the spec's six characters stay; the most common passwords and the account's own e-mail (or its
// part before "@") are refused; a session opened with a temporary password may only read its user and change it.

const TROP_COURANT = "Ce mot de passe est trop courant.";
const CHANGEZ = "Changez votre mot de passe.";

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: "2026-11-24T10:00:00Z" })));
afterAll(() => t.close());

/** A new account's session, still on its temporary password (register, then login). */
async function temporarySession(email: string, role = "user") {
  const r = await t.call("POST", "/api/user/register", "admin", { email, role });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const l = await login(t, email, r.body.temporaryPassword);
  expect(l.status).toBe(200);
  return { id: r.body.id as number, token: l.body.user.token as string };
}

const setPassword = (token: string, password: string) =>
  callWithToken(t, token, "POST", "/api/user/setPassword", { password });

function expectTooCommon(r: { status: number; body: any }) {
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body.error).toEqual({
    code: "validation",
    message: TROP_COURANT,
    fields: { password: TROP_COURANT },
  });
}

describe("POST /api/user/setPassword refuses common passwords and the account's e-mail", () => {
  it("refuses the issue's examples and others of the list, whatever their case", async () => {
    for (const password of [
      "123456",
      "motdepasse",
      "MotDePasse",
      "AZERTY",
      "soleil",
      "Doudou",
      "password1",
    ])
      expectTooCommon(await t.call("POST", "/api/user/setPassword", "user", { password }));
    expect((await login(t, "user@agence.test", "secret1")).status).toBe(200); // unchanged
  });

  it("refuses the e-mail and its part before @, whatever their case", async () => {
    const { token } = await temporarySession("jean.dupont@agence.test");
    for (const password of ["jean.dupont@agence.test", "Jean.Dupont", "JEAN.DUPONT@AGENCE.TEST"])
      expectTooCommon(await setPassword(token, password));
  });

  it("keeps the spec's six characters and its message first", async () => {
    const r = await t.call("POST", "/api/user/setPassword", "user", { password: "12345" });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.password).toBe(MSG_PASSWORD_SHORT);
  });

  it("accepts an accented, a long and a six-character uncommon password", async () => {
    for (const [i, password] of [
      "Château-d'eau à Noël",
      `${"x".repeat(40)}é`,
      "k7#Pz2",
    ].entries()) {
      const { token } = await temporarySession(`bon.${i}@agence.test`);
      const r = await setPassword(token, password);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((await login(t, `bon.${i}@agence.test`, password)).status).toBe(200);
    }
  });
});

describe("a session on a temporary password may only read its user and change its password", () => {
  it("answers 403 « Changez votre mot de passe. » elsewhere, then everything once it is changed", async () => {
    const { token } = await temporarySession("recrue@agence.test", "user_delete");
    const client = await t.call("POST", "/api/Client", "admin", {
      nom: "Martin",
      prenom: "Paul",
      adresseDefaut: "adresse",
      mailDefaut: "mailPerso",
      telDefaut: "fixePerso",
    });
    const sample: [string, string, unknown?][] = [
      ["GET", "/api/Client"],
      ["GET", `/api/Client/${client.body.id}`],
      ["POST", "/api/Client", { nom: "A", prenom: "B" }],
      ["DELETE", `/api/Client/${client.body.id}`],
      ["GET", "/api/search?q=mar"],
      ["GET", "/api/User"],
      ["GET", "/files/fichiers/absent.pdf"],
    ];
    for (const [method, path, body] of sample) {
      const r = await callWithToken(t, token, method, path, body);
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.error, `${method} ${path}`).toEqual({
        code: "password_change_required",
        message: CHANGEZ,
      });
    }
    const me = await callWithToken(t, token, "GET", "/api/user/me");
    expect(me.status).toBe(200);
    expect(me.body.mustSetPassword).toBe(true);
    const changed = await setPassword(token, "Une phrase de passe");
    expect(changed.status).toBe(200);
    const fresh = changed.body.user.token as string;
    expect((await callWithToken(t, fresh, "GET", "/api/Client")).status).toBe(200);
    expect((await callWithToken(t, fresh, "GET", `/api/Client/${client.body.id}`)).status).toBe(
      200,
    );
    // The temporary session itself is over: every other session ends with the change.
    expectError(await callWithToken(t, token, "GET", "/api/user/me"), 401);
  });

  it("holds for an admin's reset too, the admin's own account included", async () => {
    const r = await t.call("POST", "/api/user/admin%40agence.test/resetPassword", "admin");
    expect(r.status).toBe(200);
    const l = await login(t, "admin@agence.test", r.body.temporaryPassword);
    const token = l.body.user.token as string;
    expect(l.body.user.mustSetPassword).toBe(true);
    const reg = await callWithToken(t, token, "POST", "/api/user/register", {
      email: "encore@agence.test",
      role: "user",
    });
    expect(reg.status).toBe(403);
    expect(reg.body.error.message).toBe(CHANGEZ);
    expectTooCommon(await setPassword(token, "Admin@Agence.test"));
    expectTooCommon(await setPassword(token, "azerty123"));
    const ok = await setPassword(token, "admin-secret");
    expect(ok.status).toBe(200);
    const fresh = ok.body.user.token as string;
    expect((await callWithToken(t, fresh, "GET", "/api/User")).status).toBe(200);
  });

  it("a password change ends the account's other sessions (the test of issue 24 kept)", async () => {
    const first = await login(t, "user@agence.test", "secret1");
    const second = await login(t, "user@agence.test", "secret1", true);
    const changed = await setPassword(first.body.user.token, "Le chat dort");
    expect(changed.status).toBe(200);
    expectError(await callWithToken(t, second.body.user.token, "GET", "/api/Client"), 401);
    expectError(await callWithToken(t, first.body.user.token, "GET", "/api/Client"), 401);
    expect((await callWithToken(t, changed.body.user.token, "GET", "/api/Client")).status).toBe(
      200,
    );
  });
});

describe("the first admin from ADMIN_EMAIL / ADMIN_PASSWORD", () => {
  it("starts with a common ADMIN_PASSWORD, but only to change it", async () => {
    for (const [password, mustChange] of [
      ["motdepasse", true],
      ["Admin", true], // the e-mail's part before @
      ["vraiment-pas-courant", false],
    ] as const) {
      const { db, client } = await openDatabase(":memory:");
      const admin = await bootstrap(db, {
        ADMIN_EMAIL: "admin@agence.test",
        ADMIN_PASSWORD: password,
      });
      expect(admin, password).toEqual(
        mustChange ? { email: "admin@agence.test", mustChange } : { email: "admin@agence.test" },
      );
      client.close();
    }
  });
});
