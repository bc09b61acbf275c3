import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { callWithToken, expectError, expectFieldError } from "../support/http";
import { totp } from "../../worker/domain/deux-facteurs/totp";
import { NOW, send, login, loginCode, step, codeNow, enable } from "../support/deux-facteurs";

// Issue 59, item 1: the login's second step (a code good once, a recovery code once), the login limits applied to
// the code.

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
