import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { callWithToken, expectError, expectFieldError } from "../support/http";
import type { Authentificateur } from "../support/authentificateur";
import { NOW, CLE_REFUSEE, loginCle, later, ajouter, passwordStep } from "../support/cles-acces";

// Issue 59, item 1: the confirmation before a money move, with a passkey (WebAuthn). A software authenticator
// (tests/support/authentificateur.ts) answers as a security key would.

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
