import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { base32Decode } from "../../worker/domain/deux-facteurs/base32";
import { NOW, step, codeNow, enable } from "../support/deux-facteurs";

// Issue 59, item 1: a second factor for staff, its set-up (secret, QR code's URL) and its activation by a first
// code with the 10 recovery codes.

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
