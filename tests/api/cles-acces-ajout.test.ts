import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { authentificateur } from "../support/authentificateur";
import { NOW, ORIGIN, later, ajouter } from "../support/cles-acces";

// Issue 59, item 1: passkeys (WebAuthn) as the second factor's alternative to TOTP, added from « Sécurité du
// compte ». A software authenticator (tests/support/authentificateur.ts) answers as a security key would.

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
