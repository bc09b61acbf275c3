import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError } from "../support/http";
import { NOW, ajouter, passwordStep } from "../support/cles-acces";

// Issue 59, item 1: a passkey deleted, the agency's rule (a second factor required: a passkey counts), an admin's
// reset. A software authenticator (tests/support/authentificateur.ts) answers as a security key would.

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
