import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { callWithToken, expectError, expectFieldError } from "../support/http";
import { totp } from "../../worker/domain/deux-facteurs/totp";
import { base32Decode } from "../../worker/domain/deux-facteurs/base32";

// Issue 59, item 1: a second factor for staff. Set-up (secret, QR code's URL), activation by a first code and the
// 10 recovery codes, the login's second step (a code good once, a recovery code once), the login limits applied to
// the code, the agency's « exiger un second facteur », an admin's reset told by e-mail.

const NOW = Date.parse("2026-11-23T10:00:00Z");
const MSG_REQUIS =
  "Votre agence exige un second facteur : configurez votre application d'authentification ou une clé d'accès pour continuer.";

type Res = { status: number; body: any; headers: Headers };

async function send(t: TestApp, path: string, body: unknown, ip = "198.51.100.7"): Promise<Res> {
  const res = await t.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-test-ip": ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
const login = (t: TestApp, email: string, password: string, ip?: string, remember = false) =>
  send(t, "/api/user/login", { credentials: { email, password }, remember }, ip);
const loginCode = (t: TestApp, challenge: string, code: string, ip?: string) =>
  send(t, "/api/user/login/code", { challenge, code }, ip);

/** Moves the test clock by whole 30-second steps from NOW (each step a fresh TOTP code). */
const step = (t: TestApp, n: number) => t.setNow(new Date(NOW + n * 30_000).toISOString());
const codeNow = async (t: TestApp, secret: string) => (await totp(secret, t.ports.clock.now()))!;

/** Sets up and activates the role's factor at the current step: its secret and recovery codes. */
async function enable(t: TestApp, role: "admin" | "user" | "user_delete") {
  const setup = await t.call("POST", "/api/user/2fa/totp", role);
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const secret = setup.body.secret as string;
  const on = await t.call("POST", "/api/user/2fa/totp/activer", role, {
    code: await codeNow(t, secret),
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  return { secret, codes: on.body.codesSecours as string[] };
}

describe("set-up and activation", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await makeTestApp({ now: new Date(NOW).toISOString() })));
  afterAll(() => t.close());

  it("gives a base32 secret and its otpauth:// URL (the agency as issuer, the e-mail as account); again: another secret", async () => {
    const a = await t.call("POST", "/api/user/2fa/totp", "user");
    expect(a.status).toBe(200);
    expect(a.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a.body.secret)).toHaveLength(20);
    expect(a.body.otpauthUrl).toBe(
      `otpauth://totp/Patrimoine%20Locatif:user%40agence.test?secret=${a.body.secret}&issuer=Patrimoine%20Locatif&algorithm=SHA1&digits=6&period=30`,
    );
    const b = await t.call("POST", "/api/user/2fa/totp", "user");
    expect(b.body.secret).not.toBe(a.body.secret);
    // The first secret was replaced: its code no longer activates.
    expectFieldError(
      await t.call("POST", "/api/user/2fa/totp/activer", "user", {
        code: await codeNow(t, a.body.secret),
      }),
      "code",
    );
    expect((await t.call("GET", "/api/user/me", "user")).body).toMatchObject({
      deuxFacteurs: false,
      deuxFacteursRequis: false,
    });
  });

  it("a wrong or missing code is a 400 on `code`, in French; nothing is activated", async () => {
    await t.call("POST", "/api/user/2fa/totp", "user_delete");
    const wrong = await t.call("POST", "/api/user/2fa/totp/activer", "user_delete", {
      code: "000000",
    });
    expect(expectFieldError(wrong, "code")).toBe(
      "Ce code n'est pas valable : saisissez le code à 6 chiffres affiché par votre application.",
    );
    expect(
      expectFieldError(
        await t.call("POST", "/api/user/2fa/totp/activer", "user_delete", {}),
        "code",
      ),
    ).toBe("Saisissez le code à 6 chiffres de votre application.");
    expect((await t.call("GET", "/api/user/me", "user_delete")).body.deuxFacteurs).toBe(false);
  });

  it("activation without a set-up is a 409", async () => {
    const t2 = await makeTestApp({ now: new Date(NOW).toISOString() });
    try {
      const r = await t2.call("POST", "/api/user/2fa/totp/activer", "user", { code: "123456" });
      expectError(r, 409);
      expect(r.body.error.message).toContain("Aucune configuration en cours");
    } finally {
      t2.close();
    }
  });

  it("the right code activates it and answers 10 distinct recovery codes, once; set-up and activation are then 409", async () => {
    step(t, 0);
    const { secret, codes } = await enable(t, "user");
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
    // Only their hashes are stored.
    const stored = await t.client.execute({
      sql: `select "codeHash" from "CodeSecours" where "UserId" = ?`,
      args: [t.ids.user],
    });
    expect(stored.rows).toHaveLength(10);
    for (const c of codes) expect(JSON.stringify(stored.rows)).not.toContain(c);
    expect((await t.call("GET", "/api/user/me", "user")).body.deuxFacteurs).toBe(true);
    expectError(await t.call("POST", "/api/user/2fa/totp", "user"), 409);
    expectError(
      await t.call("POST", "/api/user/2fa/totp/activer", "user", {
        code: await codeNow(t, secret),
      }),
      409,
    );
    // The secret never leaves the server again.
    const list = await t.call("GET", "/api/User", "admin");
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.data.find((u: any) => u.email === "user@agence.test")).toMatchObject({
      totpActif: true,
    });
  });
});

describe("signing in with a second factor", () => {
  let t: TestApp;
  let secret: string;
  let codes: string[];
  beforeAll(async () => {
    t = await makeTestApp({ now: new Date(NOW).toISOString() });
    ({ secret, codes } = await enable(t, "user"));
  });
  afterAll(() => t.close());

  it("the password answers a challenge and no token; the challenge is no session token", async () => {
    const r = await login(t, "user@agence.test", "secret1");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ secondFacteur: true, challenge: expect.any(String) });
    expect((await callWithToken(t, r.body.challenge, "GET", "/api/user/me")).status).toBe(401);
    // A wrong password is still the usual 401.
    expect((await login(t, "user@agence.test", "mauvais")).status).toBe(401);
  });

  it("then the code answers the usual user and token; the code used at activation, or used once, is refused", async () => {
    step(t, 0);
    const { challenge } = (await login(t, "user@agence.test", "secret1", "198.51.100.20")).body;
    // The activation spent this step's code.
    const spent = await loginCode(t, challenge, await codeNow(t, secret), "198.51.100.20");
    expectError(spent, 401);
    expect(spent.body.error).toEqual({
      code: "code_invalide",
      message: "Code de vérification incorrect ou déjà utilisé.",
    });
    step(t, 1);
    const code = await codeNow(t, secret);
    const ok = await loginCode(t, challenge, code, "198.51.100.20");
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.user).toEqual({
      id: t.ids.user,
      email: "user@agence.test",
      role: "user",
      mustSetPassword: false,
      deuxFacteurs: true,
      deuxFacteursRequis: false,
      totpActif: true,
      clesAcces: 0,
      token: expect.any(String),
    });
    const me = await callWithToken(t, ok.body.user.token, "GET", "/api/user/me");
    expect(me.status).toBe(200);
    // The same code again, even with a fresh challenge: refused (a step is good once).
    const again = (await login(t, "user@agence.test", "secret1", "198.51.100.20")).body.challenge;
    expectError(await loginCode(t, again, code, "198.51.100.20"), 401);
    // An older step's code neither.
    step(t, 2);
    const before = await totp(secret, new Date(NOW + 30_000));
    expectError(await loginCode(t, again, before!, "198.51.100.20"), 401);
  });

  it("of two parallel uses of one code, exactly one signs in", async () => {
    step(t, 10);
    const code = await codeNow(t, secret);
    const challenges = await Promise.all(
      [1, 2, 3, 4].map(
        async (i) =>
          (await login(t, "user@agence.test", "secret1", `198.51.100.3${i}`)).body.challenge,
      ),
    );
    const all = await Promise.all(
      challenges.map((c, i) => loginCode(t, c, code, `198.51.100.3${i + 1}`)),
    );
    expect(all.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);
  });

  it("a recovery code signs in once, whatever its case or dash", async () => {
    step(t, 20);
    const recovery = codes[0]!;
    const c1 = (await login(t, "user@agence.test", "secret1", "198.51.100.40")).body.challenge;
    const ok = await loginCode(t, c1, recovery.toUpperCase().replace("-", " "), "198.51.100.40");
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const c2 = (await login(t, "user@agence.test", "secret1", "198.51.100.40")).body.challenge;
    expectError(await loginCode(t, c2, recovery, "198.51.100.40"), 401);
    // Another one still works.
    expect((await loginCode(t, c2, codes[1]!, "198.51.100.40")).status).toBe(200);
  });

  it("the challenge lives 5 minutes, and ends with a password change; « Se souvenir de moi » is kept", async () => {
    step(t, 30);
    const r = await login(t, "user@agence.test", "secret1", "198.51.100.50", true);
    t.setNow(new Date(NOW + 30 * 30_000 + 301_000).toISOString());
    const late = await loginCode(t, r.body.challenge, await codeNow(t, secret), "198.51.100.50");
    expectError(late, 401);
    expect(late.body.error.code).toBe("challenge_invalide");
    step(t, 50);
    const fresh = await login(t, "user@agence.test", "secret1", "198.51.100.50", true);
    const ok = await loginCode(t, fresh.body.challenge, await codeNow(t, secret), "198.51.100.50");
    expect(ok.status).toBe(200);
    const { exp, iat } = JSON.parse(atob(ok.body.user.token.split(".")[1]));
    expect(exp - iat).toBe(30 * 24 * 3600);
    // A forged or foreign challenge: 401.
    expectError(await loginCode(t, ok.body.user.token, "123456", "198.51.100.50"), 401);
    expectError(await loginCode(t, "pas-un-jeton", "123456", "198.51.100.50"), 401);
    expectFieldError(
      await send(t, "/api/user/login/code", { challenge: fresh.body.challenge }),
      "code",
    );
  });

  it("lockout: a wrong code counts as a wrong password on the account and address; a right password clears nothing", async () => {
    step(t, 100);
    const ip = "203.0.113.9";
    const { challenge } = (await login(t, "user@agence.test", "secret1", ip)).body; // try 1
    for (let i = 0; i < 3; i++)
      expect((await loginCode(t, challenge, "000000", ip)).status).toBe(401); // tries 2-4
    // The right password again (try 5) gives a challenge but no fresh run of tries.
    const again = await login(t, "user@agence.test", "secret1", ip);
    expect(again.status).toBe(200);
    const refused = await loginCode(t, again.body.challenge, await codeNow(t, secret), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("2");
    expect(refused.body.error).toEqual({
      code: "rate_limited",
      message: "Trop de tentatives de connexion. Réessayez dans 2 secondes.",
    });
    // Another address is not slowed.
    const elsewhere = (await login(t, "user@agence.test", "secret1", "198.51.100.60")).body;
    expect(
      (await loginCode(t, elsewhere.challenge, await codeNow(t, secret), "198.51.100.60")).status,
    ).toBe(200);
    // Once the delay is over, the right code signs in and clears the pair.
    step(t, 101);
    const ok = await loginCode(t, again.body.challenge, await codeNow(t, secret), ip);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const n = await t.client.execute({
      sql: `select count(*) as n from "RateLimit" where "cle" = ?`,
      args: [`connexion:${ip}|user@agence.test`],
    });
    expect(n.rows[0]!.n).toBe(0);
  });

  it("new recovery codes replace the old ones; turning the factor off needs a fresh code", async () => {
    step(t, 200);
    expectFieldError(
      await t.call("POST", "/api/user/2fa/codesSecours", "user", { code: "000000" }),
      "code",
    );
    const renewed = await t.call("POST", "/api/user/2fa/codesSecours", "user", {
      code: await codeNow(t, secret),
    });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.codesSecours).toHaveLength(10);
    const c = (await login(t, "user@agence.test", "secret1", "198.51.100.70")).body.challenge;
    expectError(await loginCode(t, c, codes[2]!, "198.51.100.70"), 401);
    expect((await loginCode(t, c, renewed.body.codesSecours[0], "198.51.100.70")).status).toBe(200);
    step(t, 201);
    expectFieldError(
      await t.call("POST", "/api/user/2fa/totp/desactiver", "user", { code: "000000" }),
      "code",
    );
    const off = await t.call("POST", "/api/user/2fa/totp/desactiver", "user", {
      code: await codeNow(t, secret),
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("Le second facteur de votre compte est désactivé.");
    expect(
      (await login(t, "user@agence.test", "secret1", "198.51.100.70")).body.user.token,
    ).toEqual(expect.any(String));
    expectError(
      await t.call("POST", "/api/user/2fa/codesSecours", "user", { code: "123456" }),
      409,
    );
  });
});

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
