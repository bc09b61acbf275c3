import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { callWithToken, expectError, expectFieldError } from "../support/http";
import { authentificateur, b64url, type Authentificateur } from "../support/authentificateur";
import { totp } from "../../worker/domain/deux-facteurs/totp";

// Issue 59, item 1: passkeys (WebAuthn) as the second factor's alternative to TOTP. A software authenticator
// (tests/support/authentificateur.ts) answers as a security key would: registration from « Sécurité du compte »,
// the login's second step, the confirmation before a money move, the list, the deletion, an admin's reset.

const NOW = Date.parse("2026-11-23T10:00:00Z");
/** The host app.request's requests name: the relying party is its hostname. */
const ORIGIN = "http://localhost";
const CLE_REFUSEE = "Clé d'accès refusée ou déjà utilisée : recommencez.";

type Res = { status: number; body: any; headers: Headers };
type Role = "admin" | "user" | "user_delete" | "comptable";

async function send(t: TestApp, path: string, body: unknown, ip = "198.51.100.7"): Promise<Res> {
  const res = await t.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-test-ip": ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
const login = (t: TestApp, email: string, password: string, ip?: string) =>
  send(t, "/api/user/login", { credentials: { email, password }, remember: false }, ip);
const loginCle = (t: TestApp, challenge: string, response: unknown, ip?: string) =>
  send(t, "/api/user/login/passkey", { challenge, response }, ip);

/** Moves the test clock on by `ms` (a passkey's use is good once after the challenge's instant). */
const later = (t: TestApp, ms = 1000) =>
  t.setNow(new Date(t.ports.clock.now().getTime() + ms).toISOString());

/** Registers a new authenticator's passkey on the role's account: the authenticator and the stored passkey. */
async function ajouter(t: TestApp, role: Role, nom = "Ordinateur du bureau") {
  const cle = await authentificateur({ origin: ORIGIN });
  const options = await t.call("POST", "/api/user/2fa/passkey/options", role);
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const added = await t.call("POST", "/api/user/2fa/passkey", role, {
    nom,
    response: await cle.attestation(options.body),
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  later(t);
  return { cle, row: added.body };
}

/** The password step of the role's account (password "secret1"): its answer. */
const passwordStep = async (t: TestApp, role: Role, ip?: string) => {
  const r = await login(t, `${role}@agence.test`, "secret1", ip);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

describe("adding a passkey", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await makeTestApp({ now: new Date(NOW).toISOString() })));
  afterAll(() => t.close());

  it("gives creation options for this host, the account's e-mail and no attestation", async () => {
    const r = await t.call("POST", "/api/user/2fa/passkey/options", "user");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      rp: { id: "localhost", name: "Patrimoine Locatif" },
      user: { name: "user@agence.test" },
      attestation: "none",
      excludeCredentials: [],
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{100,}$/),
    });
    // The WebAuthn user handle names no e-mail.
    expect(atob(r.body.user.id.replaceAll("-", "+").replaceAll("_", "/"))).not.toContain("@");
  });

  it("stores it under its name (201), counts it as a second factor and lists it with its dates", async () => {
    expect((await t.call("GET", "/api/user/me", "user")).body).toMatchObject({
      deuxFacteurs: false,
      totpActif: false,
      clesAcces: 0,
    });
    const { row } = await ajouter(t, "user", "  Clé USB jaune ");
    expect(row).toEqual({
      id: expect.any(Number),
      nom: "Clé USB jaune",
      createdAt: new Date(NOW).toISOString(),
      derniereUtilisation: null,
      transports: ["internal"],
    });
    expect((await t.call("GET", "/api/user/me", "user")).body).toMatchObject({
      deuxFacteurs: true,
      totpActif: false,
      clesAcces: 1,
    });
    const list = await t.call("GET", "/api/user/2fa/passkeys", "user");
    expect(list.body).toEqual({ data: [row] });
    // Never its key nor its counter; another account sees none of it.
    expect(JSON.stringify(list.body)).not.toMatch(/publicKey|compteur/);
    expect((await t.call("GET", "/api/user/2fa/passkeys", "comptable")).body).toEqual({ data: [] });
    // The next options exclude it (one passkey per authenticator).
    const next = await t.call("POST", "/api/user/2fa/passkey/options", "user");
    expect(next.body.excludeCredentials).toHaveLength(1);
  });

  it("refuses the same passkey twice (409), another site's or another account's answer, an expired one (400 on `response`), a missing name", async () => {
    const cle = await authentificateur({ origin: ORIGIN });
    const options = (await t.call("POST", "/api/user/2fa/passkey/options", "user_delete")).body;
    const answer = await cle.attestation(options);
    expect(
      expectFieldError(
        await t.call("POST", "/api/user/2fa/passkey", "user_delete", { response: answer }),
        "nom",
      ),
    ).toBe("Donnez un nom à cette clé d'accès (« Ordinateur du bureau »…).");
    const refused =
      "La clé d'accès n'a pas pu être vérifiée (demande expirée, autre site ou autre compte) : recommencez.";
    // A phishing page's origin.
    const phished = await cle.attestation(options, { origin: "https://agence-patrimoine.example" });
    expect(
      expectFieldError(
        await t.call("POST", "/api/user/2fa/passkey", "user_delete", {
          nom: "A",
          response: phished,
        }),
        "response",
      ),
    ).toBe(refused);
    // Another account's options, answered and sent by this one.
    const others = (await t.call("POST", "/api/user/2fa/passkey/options", "comptable")).body;
    expectFieldError(
      await t.call("POST", "/api/user/2fa/passkey", "user_delete", {
        nom: "A",
        response: await cle.attestation(others),
      }),
      "response",
    );
    // Five minutes later, the options have expired.
    later(t, 5 * 60_000 + 1000);
    expectFieldError(
      await t.call("POST", "/api/user/2fa/passkey", "user_delete", { nom: "A", response: answer }),
      "response",
    );
    // Fresh options: stored once, a 409 the second time.
    const fresh = await cle.attestation(
      (await t.call("POST", "/api/user/2fa/passkey/options", "user_delete")).body,
    );
    expect(
      (await t.call("POST", "/api/user/2fa/passkey", "user_delete", { nom: "A", response: fresh }))
        .status,
    ).toBe(201);
    const twice = await t.call("POST", "/api/user/2fa/passkey", "user_delete", {
      nom: "B",
      response: fresh,
    });
    expectError(twice, 409);
    expect(twice.body.error.message).toBe("Cette clé d'accès est déjà enregistrée.");
    // A body that is no WebAuthn answer at all: a 400, never a 500.
    expectFieldError(
      await t.call("POST", "/api/user/2fa/passkey", "user_delete", {
        nom: "A",
        response: { id: "x", type: "public-key" },
      }),
      "response.rawId",
    );
  });
});

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

describe("confirming a money move with a passkey", () => {
  let t: TestApp;
  let cle: Authentificateur;
  beforeAll(async () => {
    t = await makeTestApp({ now: new Date(NOW).toISOString() });
    ({ cle } = await ajouter(t, "comptable"));
  });
  afterAll(() => t.close());

  it("options for this session, the assertion confirms it (the money move then goes), once", async () => {
    const refused = await t.call("GET", "/api/comptabilite/fec?exercice=2026", "comptable");
    expect(refused.body.error.code).toBe("confirmation_requise");
    const options = await t.call("POST", "/api/user/confirmer/passkey/options", "comptable");
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rpId: "localhost",
      allowCredentials: [{ id: cle.id, type: "public-key" }],
    });
    const passkey = await cle.assertion(options.body);
    later(t);
    const ok = await t.call("POST", "/api/user/confirmer", "comptable", { passkey });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe("Identité confirmée.");
    // Confirmed: the export is no longer refused for want of a confirmation.
    const fec = await t.call("GET", "/api/comptabilite/fec?exercice=2026", "comptable");
    expect(fec.body?.error?.code).not.toBe("confirmation_requise");
    const replay = await t.call("POST", "/api/user/confirmer", "comptable", { passkey });
    expect(expectFieldError(replay, "passkey")).toBe(CLE_REFUSEE);
  });

  it("the account with only a passkey is asked for it; the password is refused; options of another session are refused", async () => {
    const none = await t.call("POST", "/api/user/confirmer", "comptable", { password: "secret1" });
    expect(expectFieldError(none, "passkey")).toBe("Confirmez avec votre clé d'accès.");
    expect(none.body.error.fields.password).toBe(
      "Votre compte a un second facteur : confirmez avec son code, pas avec le mot de passe.",
    );
    expect(
      expectFieldError(
        await t.call("POST", "/api/user/confirmer", "comptable", { code: "123456" }),
        "code",
      ),
    ).toBe(
      "Votre compte n'a pas d'application d'authentification : confirmez avec votre clé d'accès.",
    );
    // The same account signed in elsewhere: that session's options do not confirm this one.
    later(t);
    const first = await passwordStep(t, "comptable", "198.51.100.60");
    later(t);
    const other = await loginCle(
      t,
      first.challenge,
      await cle.assertion(first.passkey),
      "198.51.100.60",
    );
    const autre = await callWithToken(
      t,
      other.body.user.token,
      "POST",
      "/api/user/confirmer/passkey/options",
    );
    expect(autre.status).toBe(200);
    later(t);
    expectFieldError(
      await t.call("POST", "/api/user/confirmer", "comptable", {
        passkey: await cle.assertion(autre.body),
      }),
      "passkey",
    );
  });

  it("options for an account without a passkey: 409; a passkey sent by it checks nothing (its password is asked)", async () => {
    expectError(await t.call("POST", "/api/user/confirmer/passkey/options", "user"), 409);
    expect(
      expectFieldError(
        await t.call("POST", "/api/user/confirmer", "user", {
          passkey: await cle.assertion({ challenge: "abc", rpId: "localhost" }),
        }),
        "password",
      ),
    ).toBe("Saisissez votre mot de passe.");
  });
});

describe("deleting a passkey, the agency's rule and an admin's reset", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await makeTestApp({ now: new Date(NOW).toISOString() })));
  afterAll(() => t.close());

  it("a passkey satisfies « exiger un second facteur »: a staff account blocked adds one and is let in", async () => {
    await ajouter(t, "admin");
    const put = await t.call("PUT", "/api/agence", "admin", { exigerDeuxFacteurs: true });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const blocked = await t.call("GET", "/api/Client", "user");
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe("deux_facteurs_requis");
    await ajouter(t, "user", "Téléphone");
    expect((await t.call("GET", "/api/Client", "user")).status).toBe(200);
  });

  it("deleting needs a fresh confirmation; the last factor stays while the agency requires one; another's is a 404", async () => {
    const [mine] = (await t.call("GET", "/api/user/2fa/passkeys", "user")).body.data;
    const path = `/api/user/2fa/passkeys/${mine.id}`;
    const unconfirmed = await t.call("DELETE", path, "user");
    expectError(unconfirmed, 403);
    expect(unconfirmed.body.error.code).toBe("confirmation_requise");
    await t.confirm("user");
    const last = await t.call("DELETE", path, "user");
    expectError(last, 409);
    expect(last.body.error.message).toContain("c'est le dernier de votre compte");
    await t.confirm("admin");
    expectError(await t.call("DELETE", path, "admin"), 404);
    // A second passkey: the first may go.
    await ajouter(t, "user", "Clé de secours");
    await t.confirm("user");
    const gone = await t.call("DELETE", path, "user");
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.message).toBe("La clé d'accès a été supprimée.");
    expect(
      (await t.call("GET", "/api/user/2fa/passkeys", "user")).body.data.map((c: any) => c.nom),
    ).toEqual(["Clé de secours"]);
    expectError(await t.call("DELETE", path, "user"), 404);
    // The journal shows it.
    const journal = await t.client.execute(
      `select "action" from "Journal" where "resource" = 'Passkey' and "resourceId" = '${mine.id}' order by "id"`,
    );
    expect(journal.rows.map((r) => r.action)).toEqual(["create", "delete"]);
  });

  it("an admin's reset removes the passkeys: the user signs in with the password alone, told by e-mail", async () => {
    await t.call("PUT", "/api/agence", "admin", { exigerDeuxFacteurs: false });
    const r = await t.call("DELETE", "/api/user/user%40agence.test/2fa", "admin");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await t.call("GET", "/api/user/2fa/passkeys", "user")).body.data).toEqual([]);
    expect((await t.call("GET", "/api/user/me", "user")).body).toMatchObject({
      deuxFacteurs: false,
      clesAcces: 0,
    });
    const signedIn = await passwordStep(t, "user", "198.51.100.80");
    expect(signedIn.user.token).toEqual(expect.any(String));
    const mail = t.sent.find(
      (m) => m.subject === "Le second facteur de votre compte a été réinitialisé",
    );
    expect(mail?.to).toBe("user@agence.test");
    expect(mail?.text).toContain("vos clés d'accès ne sont plus valables");
    // Nothing left to reset: 409, as for TOTP.
    expectError(await t.call("DELETE", "/api/user/user%40agence.test/2fa", "admin"), 409);
  });
});
