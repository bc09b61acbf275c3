import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  MSG_FORBIDDEN,
  MSG_LOGIN_FAILED,
  MSG_PASSWORD_SHORT,
  callWithToken,
  expectError,
  expectFieldError,
  jwtPayload,
  login,
} from "../support/http";

const NOW = "2026-11-21T10:00:00Z";
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: NOW })));
afterAll(() => t.close());

/** Registers a staff account through the API and returns its id and temporary password. */
async function register(email: string, role = "user") {
  const r = await t.call("POST", "/api/user/register", "admin", { email, role });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as {
    id: number;
    email: string;
    role: string;
    mustSetPassword: boolean;
    temporaryPassword: string;
  };
}

/** A registered account past its first login: its temporary password changed, the session's fresh token. */
async function registerSignedIn(email: string, role = "user") {
  const u = await register(email, role);
  const token = (await login(t, u.email, u.temporaryPassword)).body.user.token;
  const r = await callWithToken(t, token, "POST", "/api/user/setPassword", {
    password: "Trois petits chats",
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { ...u, token: r.body.user.token as string };
}

describe("POST /api/user/login", () => {
  it("answers { user: { id, email, role, mustSetPassword, deuxFacteurs, deuxFacteursRequis, totpActif, clesAcces, token } } for the right password", async () => {
    const r = await login(t, "admin@agence.test", "admin-secret");
    expect(r.status).toBe(200);
    expect(r.body.user).toEqual({
      id: t.ids.admin,
      email: "admin@agence.test",
      role: "admin",
      mustSetPassword: false,
      deuxFacteurs: false,
      deuxFacteursRequis: false,
      totpActif: false,
      clesAcces: 0,
      token: expect.any(String),
    });
    expect(r.body.user).not.toHaveProperty("password");
    expect(r.body.user).not.toHaveProperty("passwordHash");
    const me = await callWithToken(t, r.body.user.token, "GET", "/api/user/me");
    expect(me.status).toBe(200);
    expect(me.body.email).toBe("admin@agence.test");
  });

  it("gives a wrong password and an unknown e-mail the same 401 and message", async () => {
    const wrong = await login(t, "user@agence.test", "pas-le-bon");
    const unknown = await login(t, "personne@agence.test", "secret1");
    expectError(wrong, 401);
    expectError(unknown, 401);
    expect(wrong.body.error.message).toBe(MSG_LOGIN_FAILED);
    expect(unknown.body.error).toEqual(wrong.body.error);
  });

  it("issues a 12 h token, and a 30-day token with remember", async () => {
    const short = jwtPayload((await login(t, "user@agence.test", "secret1")).body.user.token);
    const long = jwtPayload((await login(t, "user@agence.test", "secret1", true)).body.user.token);
    const now = Date.parse(NOW) / 1000;
    expect(short.exp - now).toBe(12 * 3600);
    expect(long.exp - now).toBe(30 * 24 * 3600);
  });

  it("refuses a login body without credentials with 400 (not 500)", async () => {
    expectError(await t.call("POST", "/api/user/login", null, { remember: true }), 400);
    expectFieldError(
      await t.call("POST", "/api/user/login", null, { credentials: { email: 42, password: "x" } }),
      "credentials.email",
    );
    expectFieldError(
      await t.call("POST", "/api/user/login", null, { credentials: { email: "user@agence.test" } }),
      "credentials.password",
    );
    // Any identifier may be tried (the generated first admin is admin@localhost): a non-address simply fails.
    expect((await login(t, "pas-un-mail", "x")).body.error.message).toBe(MSG_LOGIN_FAILED);
  });

  it("slows one account from one address after 5 failures (429), even with the right password", async () => {
    const email = "verrou@agence.test";
    const { temporaryPassword } = await register(email);
    for (let i = 0; i < 5; i++) expectError(await login(t, email, `mauvais-${i}`), 401);
    expectError(await login(t, email, "mauvais-6"), 429);
    expectError(await login(t, email, temporaryPassword), 429);
    t.setNow("2026-11-21T10:00:02Z");
    try {
      expect((await login(t, email, temporaryPassword)).status).toBe(200);
    } finally {
      t.setNow(NOW);
    }
  });
});

describe("GET /api/user/me", () => {
  it("returns the caller with role and mustSetPassword, never the password", async () => {
    const r = await t.call("GET", "/api/user/me", "user_delete");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: t.ids.user_delete,
      email: "user_delete@agence.test",
      role: "user_delete",
      mustSetPassword: false,
    });
    expect(JSON.stringify(r.body)).not.toMatch(/passwordHash|pbkdf2/);
  });

  it("is 401 without a token, with a tampered token and with an expired one", async () => {
    expectError(await t.call("GET", "/api/user/me", null), 401);
    const [h, p, s] = t.tokens.user.split(".");
    const forged = JSON.parse(atob(p!.replace(/-/g, "+").replace(/_/g, "/")));
    forged.sub = String(t.ids.admin); // try to become the admin with the user's signature
    const tampered = `${h}.${btoa(JSON.stringify(forged)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.${s}`;
    expectError(await callWithToken(t, tampered, "GET", "/api/user/me"), 401);
    const otherKey = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(t.ids.admin))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("un-autre-secret-tout-aussi-long-que-lautre"));
    expectError(await callWithToken(t, otherKey, "GET", "/api/user/me"), 401);
    expectError(await callWithToken(t, "n.importe.quoi", "GET", "/api/user/me"), 401);

    const token = (await login(t, "user@agence.test", "secret1")).body.user.token;
    const remembered = (await login(t, "user@agence.test", "secret1", true)).body.user.token;
    t.setNow("2026-11-21T22:01:00Z"); // 12 h and 1 min later
    try {
      expectError(await callWithToken(t, token, "GET", "/api/user/me"), 401);
      expect((await callWithToken(t, remembered, "GET", "/api/user/me")).status).toBe(200);
      t.setNow("2026-12-21T10:01:00Z"); // 30 days and 1 min later
      expectError(await callWithToken(t, remembered, "GET", "/api/user/me"), 401);
    } finally {
      t.setNow(NOW);
    }
  });
});

describe("POST /api/user/register", () => {
  it("lets the admin create a user with a temporary password shown once, who must set a password", async () => {
    const u = await register("Nouvelle.Recrue@agence.test", "user_delete");
    expect(u).toMatchObject({
      email: "nouvelle.recrue@agence.test",
      role: "user_delete",
      mustSetPassword: true,
    });
    expect(u.temporaryPassword.length).toBeGreaterThanOrEqual(8);
    expect(JSON.stringify(u)).not.toMatch(/passwordHash|pbkdf2/);
    const again = await t.call("GET", `/api/User/${u.id}`, "admin");
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty("temporaryPassword");
    expect(JSON.stringify(again.body)).not.toContain(u.temporaryPassword);
    const l = await login(t, "nouvelle.recrue@agence.test", u.temporaryPassword);
    expect(l.status).toBe(200);
    expect(l.body.user).toMatchObject({ role: "user_delete", mustSetPassword: true });
  });

  it("gives two users two different temporary passwords", async () => {
    const a = await register("a.tmp@agence.test");
    const b = await register("b.tmp@agence.test");
    expect(a.temporaryPassword).not.toBe(b.temporaryPassword);
  });

  it("is 409 for an e-mail that already exists (whatever its case)", async () => {
    await register("doublon@agence.test");
    expectError(
      await t.call("POST", "/api/user/register", "admin", {
        email: "doublon@agence.test",
        role: "user",
      }),
      409,
    );
    expectError(
      await t.call("POST", "/api/user/register", "admin", {
        email: "DOUBLON@agence.test",
        role: "user",
      }),
      409,
    );
  });

  it("accepts only the roles user and user_delete, and requires email and role", async () => {
    expectFieldError(
      await t.call("POST", "/api/user/register", "admin", {
        email: "chef@agence.test",
        role: "admin",
      }),
      "role",
    );
    expectFieldError(
      await t.call("POST", "/api/user/register", "admin", {
        email: "chef@agence.test",
        role: "patron",
      }),
      "role",
    );
    expectFieldError(
      await t.call("POST", "/api/user/register", "admin", { email: "chef@agence.test" }),
      "role",
    );
    expectFieldError(
      await t.call("POST", "/api/user/register", "admin", { role: "user" }),
      "email",
    );
    expectFieldError(
      await t.call("POST", "/api/user/register", "admin", { email: "pas-un-mail", role: "user" }),
      "email",
    );
  });

  it("is 403 with the spec's message for user, user_delete and comptable, 401 for anonymous", async () => {
    for (const role of ["user", "user_delete", "comptable"] as const) {
      const r = await t.call("POST", "/api/user/register", role, {
        email: `x-${role}@agence.test`,
        role: "user",
      });
      expectError(r, 403);
      expect(r.body.error.message).toBe(MSG_FORBIDDEN);
    }
    expectError(
      await t.call("POST", "/api/user/register", null, { email: "anon@agence.test", role: "user" }),
      401,
    );
  });
});

describe("POST /api/user/setPassword", () => {
  it("refuses fewer than 6 characters with the spec's message", async () => {
    const r = await t.call("POST", "/api/user/setPassword", "user", { password: "12345" });
    expect(expectFieldError(r, "password")).toBe(MSG_PASSWORD_SHORT);
    expect((await login(t, "user@agence.test", "secret1")).status).toBe(200); // unchanged
  });

  it("clears mustSetPassword; the new password works and the temporary one no longer does", async () => {
    const u = await register("premier.jour@agence.test");
    const token = (await login(t, u.email, u.temporaryPassword)).body.user.token;
    const r = await callWithToken(t, token, "POST", "/api/user/setPassword", {
      password: "k7#Pz2",
    });
    expect(r.status).toBe(200);
    const fresh = r.body.user.token;
    expect((await callWithToken(t, fresh, "GET", "/api/user/me")).body.mustSetPassword).toBe(false);
    expectError(await login(t, u.email, u.temporaryPassword), 401);
    const l = await login(t, u.email, "k7#Pz2");
    expect(l.status).toBe(200);
    expect(l.body.user.mustSetPassword).toBe(false);
  });

  it("is 401 for anonymous", async () => {
    expectError(await t.call("POST", "/api/user/setPassword", null, { password: "abcdef" }), 401);
  });
});

describe("POST /api/user/{email}/resetPassword", () => {
  it("gives the user a new temporary password to change at next login; the old one is refused", async () => {
    const u = await register("oublieux@agence.test");
    const token = (await login(t, u.email, u.temporaryPassword)).body.user.token;
    await callWithToken(t, token, "POST", "/api/user/setPassword", { password: "choisi-par-moi" });
    const r = await t.call(
      "POST",
      `/api/user/${encodeURIComponent(u.email)}/resetPassword`,
      "admin",
    );
    expect(r.status).toBe(200);
    expect(typeof r.body.temporaryPassword).toBe("string");
    expect(r.body.temporaryPassword).not.toBe(u.temporaryPassword);
    expectError(await login(t, u.email, "choisi-par-moi"), 401);
    const l = await login(t, u.email, r.body.temporaryPassword);
    expect(l.status).toBe(200);
    expect(l.body.user.mustSetPassword).toBe(true);
  });

  it("is 404 for an unknown e-mail, 403 for non-admins, 401 for anonymous", async () => {
    expectError(
      await t.call("POST", "/api/user/inconnu%40agence.test/resetPassword", "admin"),
      404,
    );
    for (const role of ["user", "user_delete", "comptable"] as const) {
      const r = await t.call("POST", "/api/user/admin%40agence.test/resetPassword", role);
      expectError(r, 403);
      expect(r.body.error.message).toBe(MSG_FORBIDDEN);
    }
    expectError(await t.call("POST", "/api/user/user%40agence.test/resetPassword", null), 401);
    expect((await login(t, "admin@agence.test", "admin-secret")).status).toBe(200); // untouched
  });
});

describe("access follows the user row on every request", () => {
  it("refuses a deleted user's token at once", async () => {
    const { token, ...u } = await registerSignedIn("partant@agence.test");
    expect((await callWithToken(t, token, "GET", "/api/Client")).status).toBe(200);
    expect((await t.call("DELETE", `/api/User/${u.id}`, "admin")).status).toBe(204);
    expectError(await callWithToken(t, token, "GET", "/api/Client"), 401);
    expectError(await callWithToken(t, token, "GET", "/api/user/me"), 401);
  });

  it("takes delete rights away from a demoted user at once", async () => {
    const { token, ...u } = await registerSignedIn("retrograde@agence.test", "user_delete");
    const client = await t.call("POST", "/api/Client", "admin", {
      nom: "A",
      prenom: "B",
      adresseDefaut: "adresse",
      mailDefaut: "mailPerso",
      telDefaut: "fixePerso",
    });
    expect(client.status).toBe(201);
    const put = await t.call("PUT", `/api/User/${u.id}`, "admin", { role: "user" });
    expect(put.status).toBe(200);
    expect(put.body.role).toBe("user");
    const r = await callWithToken(t, token, "DELETE", `/api/Client/${client.body.id}`);
    expectError(r, 403);
    expect(r.body.error.message).toBe(MSG_FORBIDDEN);
    expect((await callWithToken(t, token, "GET", "/api/user/me")).body.role).toBe("user");
  });
});

describe("GET /api/version", () => {
  it("answers the version without login", async () => {
    const r = await t.call("GET", "/api/version", null);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ version: "1.0.0" });
  });
});
