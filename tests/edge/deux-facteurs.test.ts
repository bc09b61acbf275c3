import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type Instance, signedInInstance } from "./instance";
import { base32Decode } from "../../worker/domain/deux-facteurs/base32";
import { hotp, pasDe } from "../../worker/domain/deux-facteurs/totp";

// Issue 59, item 1 on the edge entry (its batches over libSQL HTTP, its isolate's session guesses): the login's
// second step, a code good once, a recovery code spent once under parallel requests, the code under the login
// delays, and the agency's « exiger un second facteur » biting a session the isolate already knew.

let edge: Instance;
beforeAll(async () => {
  // the first start (bootstrap), once
  edge = await signedInInstance();
});

const post = async (i: Instance, path: string, body: unknown, ip: string, token?: string) => {
  const res = await i.send(
    "POST",
    path,
    JSON.stringify(body),
    {
      "Content-Type": "application/json",
      "CF-Connecting-IP": ip,
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    false,
  );
  return {
    status: res.status,
    retryAfter: res.headers.get("Retry-After"),
    body: (await res.json()) as any,
  };
};
const as = async (i: Instance, token: string, method: string, path: string, body?: unknown) => {
  const res = await i.send(
    method,
    path,
    body === undefined ? undefined : JSON.stringify(body),
    {
      Authorization: `Token ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    false,
  );
  return { status: res.status, body: (await res.json()) as any };
};
const login = (i: Instance, email: string, password: string, ip: string) =>
  post(i, "/api/user/login", { credentials: { email, password } }, ip);
const loginCode = (i: Instance, challenge: string, code: string, ip: string) =>
  post(i, "/api/user/login/code", { challenge, code }, ip);

/** The code of the step `delta` steps from now: the server, a few milliseconds later, accepts now's and the next. */
const codeAt = (secret: string, delta: number) =>
  hotp(new Uint8Array(base32Decode(secret)!), pasDe(new Date()) + delta);

/** A staff account with its factor on: its e-mail, password, token, secret and recovery codes. */
async function withFactor(i: Instance, adminToken: string) {
  const email = `tf-${crypto.randomUUID().slice(0, 8)}@edge.test`;
  const reg = await as(i, adminToken, "POST", "/api/user/register", { email, role: "user" });
  expect(reg.status).toBe(201);
  const first = await login(i, email, reg.body.temporaryPassword, "198.51.100.1");
  const password = "Nouveau-Secret-42";
  const changed = await post(
    i,
    "/api/user/setPassword",
    { password },
    "198.51.100.1",
    first.body.user.token,
  );
  const token = changed.body.user.token as string;
  const setup = await post(i, "/api/user/2fa/totp", {}, "198.51.100.1", token);
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const on = await post(
    i,
    "/api/user/2fa/totp/activer",
    { code: await codeAt(secret, 0) },
    "198.51.100.1",
    token,
  );
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  return { email, password, token, secret, codes: on.body.codesSecours as string[] };
}

const adminToken = async (i: Instance) =>
  (await login(i, env.ADMIN_EMAIL!, env.ADMIN_PASSWORD!, "198.51.100.100")).body.user
    .token as string;

describe("signing in with a second factor on the edge", () => {
  it("password, then challenge and code; the challenge is no token; a code is good once", async () => {
    const u = await withFactor(edge, await adminToken(edge));
    const ip = "198.51.100.2";
    const first = await login(edge, u.email, u.password, ip);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ secondFacteur: true, challenge: expect.any(String) });
    expect((await as(edge, first.body.challenge, "GET", "/api/user/me")).status).toBe(401);
    // The next step's code (the activation spent this one's).
    const code = await codeAt(u.secret, 1);
    const ok = await loginCode(edge, first.body.challenge, code, ip);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.user).toMatchObject({
      email: u.email,
      deuxFacteurs: true,
      token: expect.any(String),
    });
    expect((await as(edge, ok.body.user.token, "GET", "/api/user/me")).status).toBe(200);
    const again = await login(edge, u.email, u.password, ip);
    const replay = await loginCode(edge, again.body.challenge, code, ip);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe("code_invalide");
  });

  it("a recovery code sent four times at once signs in once", async () => {
    const u = await withFactor(edge, await adminToken(edge));
    const challenges = await Promise.all(
      [1, 2, 3, 4].map(
        async (n) => (await login(edge, u.email, u.password, `198.51.100.1${n}`)).body.challenge,
      ),
    );
    const all = await Promise.all(
      challenges.map((c, n) => loginCode(edge, c, u.codes[0]!, `198.51.100.1${n + 1}`)),
    );
    expect(all.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);
  });

  it("wrong codes count as wrong passwords: after 5 tries, 429 with Retry-After, even for the right code", async () => {
    const u = await withFactor(edge, await adminToken(edge));
    const ip = "203.0.113.70";
    const { challenge } = (await login(edge, u.email, u.password, ip)).body;
    for (let n = 0; n < 4; n++)
      expect((await loginCode(edge, challenge, "000000", ip)).status).toBe(401);
    const refused = await loginCode(edge, challenge, await codeAt(u.secret, 1), ip);
    expect(refused.status).toBe(429);
    expect(["1", "2"]).toContain(refused.retryAfter);
    expect(refused.body.error.message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans/);
  });
});

describe("the agency requires a second factor, on the edge", () => {
  it("bites a session the isolate already knew, leaves the set-up open, and lets it in once set up", async () => {
    const i = await signedInInstance();
    const admin = await adminToken(i);
    const reg = await as(i, admin, "POST", "/api/user/register", {
      email: "equipe@edge.test",
      role: "user",
    });
    const first = await login(i, "equipe@edge.test", reg.body.temporaryPassword, "198.51.100.3");
    const changed = await post(
      i,
      "/api/user/setPassword",
      { password: "Equipe-Secret-42" },
      "198.51.100.3",
      first.body.user.token,
    );
    const user = changed.body.user.token as string;
    expect((await as(i, user, "GET", "/api/Client")).status).toBe(200); // known to the isolate now
    // The admin sets up their own factor first (else 409), then turns the rule on.
    expect((await as(i, admin, "PUT", "/api/agence", { exigerDeuxFacteurs: true })).status).toBe(
      409,
    );
    const setup = await as(i, admin, "POST", "/api/user/2fa/totp");
    const on = await as(i, admin, "POST", "/api/user/2fa/totp/activer", {
      code: await codeAt(setup.body.secret, 0),
    });
    expect(on.status).toBe(200);
    const put = await as(i, admin, "PUT", "/api/agence", { exigerDeuxFacteurs: true });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.exigerDeuxFacteurs).toBe(true);
    for (const [method, path] of [
      ["GET", "/api/Client"],
      ["POST", "/api/Client"],
    ] as const) {
      const r = await as(i, user, method, path, method === "POST" ? { nom: "Durand" } : undefined);
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe("deux_facteurs_requis");
    }
    expect((await as(i, user, "GET", "/api/user/me")).body).toMatchObject({
      deuxFacteurs: false,
      deuxFacteursRequis: true,
    });
    const mine = await as(i, user, "POST", "/api/user/2fa/totp");
    expect(mine.status).toBe(200);
    expect(
      (
        await as(i, user, "POST", "/api/user/2fa/totp/activer", {
          code: await codeAt(mine.body.secret, 0),
        })
      ).status,
    ).toBe(200);
    expect((await as(i, user, "GET", "/api/Client")).status).toBe(200);
  });
});
