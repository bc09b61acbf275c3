import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { callWithToken, expectError } from "../support/http";
import { authentificateur, b64url, type Authentificateur } from "../support/authentificateur";
import { totp } from "../../worker/domain/deux-facteurs/totp";
import {
  NOW,
  ORIGIN,
  CLE_REFUSEE,
  send,
  loginCle,
  later,
  ajouter,
  passwordStep,
} from "../support/cles-acces";

// Issue 59, item 1: the login's second step with a passkey (WebAuthn). A software authenticator
// (tests/support/authentificateur.ts) answers as a security key would.

describe("signing in with a passkey", () => {
  let t: TestApp;
  let cle: Authentificateur;
  beforeAll(async () => {
    t = await makeTestApp({ now: new Date(NOW).toISOString() });
    ({ cle } = await ajouter(t, "user"));
  });
  afterAll(() => t.close());

  it("the password step answers the challenge and the passkey's options, no token; the assertion signs in once", async () => {
    const first = await passwordStep(t, "user");
    expect(first).toEqual({
      secondFacteur: true,
      challenge: expect.any(String),
      totp: false,
      passkey: {
        rpId: "localhost",
        challenge: b64url(new TextEncoder().encode(first.challenge)),
        allowCredentials: [{ id: cle.id, type: "public-key", transports: ["internal"] }],
        timeout: 120000,
        userVerification: "preferred",
      },
    });
    const response = await cle.assertion(first.passkey);
    later(t);
    const ok = await loginCle(t, first.challenge, response);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.user).toMatchObject({
      email: "user@agence.test",
      deuxFacteurs: true,
      clesAcces: 1,
      token: expect.any(String),
    });
    expect((await callWithToken(t, ok.body.user.token, "GET", "/api/user/me")).status).toBe(200);
    // The passkey shows its last use.
    const [listed] = (await t.call("GET", "/api/user/2fa/passkeys", "user")).body.data;
    expect(listed.derniereUtilisation).toBe(t.ports.clock.now().toISOString());
    // The same answer again: refused, counted as a failure.
    const replay = await loginCle(t, first.challenge, response);
    expectError(replay, 401);
    expect(replay.body.error).toMatchObject({ code: "cle_refusee", message: CLE_REFUSEE });
  });

  it("a signature counter that goes back is refused (a cloned key); the next one signs in", async () => {
    later(t);
    const first = await passwordStep(t, "user", "198.51.100.20");
    cle.compteur -= 2; // the clone signs with an older counter
    later(t);
    const clone = await loginCle(
      t,
      first.challenge,
      await cle.assertion(first.passkey),
      "198.51.100.20",
    );
    expect(clone.status).toBe(401);
    cle.compteur += 5;
    const ok = await loginCle(
      t,
      first.challenge,
      await cle.assertion(first.passkey),
      "198.51.100.20",
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("refuses another challenge's assertion, another site's, an unknown passkey's, and a code for an account without TOTP", async () => {
    later(t);
    const ip = "198.51.100.30";
    const a = await passwordStep(t, "user", ip);
    later(t);
    const b = await passwordStep(t, "user", ip);
    // The assertion of a's options sent with b's challenge.
    expect((await loginCle(t, b.challenge, await cle.assertion(a.passkey), ip)).status).toBe(401);
    const phished = await cle.assertion(b.passkey, { origin: "https://agence-patrimoine.example" });
    expect((await loginCle(t, b.challenge, phished, ip)).status).toBe(401);
    const stranger = await authentificateur({ origin: ORIGIN });
    await stranger.attestation(b.passkey as never);
    expect((await loginCle(t, b.challenge, await stranger.assertion(b.passkey), ip)).status).toBe(
      401,
    );
    const code = await send(
      t,
      "/api/user/login/code",
      { challenge: b.challenge, code: "123456" },
      "198.51.100.31",
    );
    expectError(code, 401);
    expect(code.body.error.code).toBe("challenge_invalide");
  });

  it("wrong assertions count as wrong passwords: after 5 tries, 429 even for the right one", async () => {
    later(t);
    const ip = "203.0.113.71";
    const { challenge, passkey } = await passwordStep(t, "user", ip);
    const stranger = await authentificateur({ origin: ORIGIN });
    for (let n = 0; n < 4; n++)
      expect((await loginCle(t, challenge, await stranger.assertion(passkey), ip)).status).toBe(
        401,
      );
    const refused = await loginCle(t, challenge, await cle.assertion(passkey), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Trop de tentatives de connexion/);
  });

  it("TOTP stays usable beside a passkey: the answer says so, and either signs in", async () => {
    const setup = await t.call("POST", "/api/user/2fa/totp", "comptable");
    const secret = setup.body.secret as string;
    await t.call("POST", "/api/user/2fa/totp/activer", "comptable", {
      code: await totp(secret, t.ports.clock.now()),
    });
    const { cle: sienne } = await ajouter(t, "comptable");
    t.setNow(new Date(t.ports.clock.now().getTime() + 60_000).toISOString());
    const first = await passwordStep(t, "comptable", "198.51.100.40");
    expect(first.totp).toBe(true);
    expect(first.passkey.allowCredentials).toHaveLength(1);
    const byCode = await send(
      t,
      "/api/user/login/code",
      { challenge: first.challenge, code: await totp(secret, t.ports.clock.now()) },
      "198.51.100.40",
    );
    expect(byCode.status, JSON.stringify(byCode.body)).toBe(200);
    expect(byCode.body.user).toMatchObject({ totpActif: true, clesAcces: 1 });
    later(t);
    const again = await passwordStep(t, "comptable", "198.51.100.40");
    later(t);
    expect(
      (await loginCle(t, again.challenge, await sienne.assertion(again.passkey), "198.51.100.40"))
        .status,
    ).toBe(200);
  });

  it("an account without a passkey gets the challenge alone, as before", async () => {
    const setup = await t.call("POST", "/api/user/2fa/totp", "user_delete");
    await t.call("POST", "/api/user/2fa/totp/activer", "user_delete", {
      code: await totp(setup.body.secret, t.ports.clock.now()),
    });
    expect(await passwordStep(t, "user_delete", "198.51.100.50")).toEqual({
      secondFacteur: true,
      challenge: expect.any(String),
    });
  });
});
