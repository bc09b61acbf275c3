import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { callWithToken, expectError, login } from "../support/http";
import { insertDossier } from "../support/factories";

// ADR 160 weighed keeping the signed-in user's row across writes that touch no session table (a payment) and did not
// take it: the gain was within the probe's noise. Whatever a later change keeps, a session ended or an account
// signed out by an admin must bite on the very next request, payments made in between or not.

let t: TestApp;
beforeAll(async () => (t = await makeTestApp({ confirme: true, now: new Date().toISOString() })));
afterAll(() => t.close());

const payer = async (dossier: number) => {
  const r = await t.call("POST", `/api/Dossier/${dossier}/paiements`, "admin", {
    montant: 50,
    date: "2026-01-05",
    mode: "Chèque",
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
};

describe("a session between payments (Node, the users' rows kept until a write)", () => {
  it("signed out by an admin after payments, its next request is a 401 at once", async () => {
    const dossier = (await insertDossier(t)).id as number;
    const signed = await login(t, "user@agence.test", "secret1");
    const token = signed.body.user.token as string;
    expect((await callWithToken(t, token, "GET", "/api/user/me")).status).toBe(200);
    await payer(dossier);
    // Its row read again after the payment, and kept.
    expect((await callWithToken(t, token, "GET", "/api/user/me")).status).toBe(200);
    await payer(dossier);
    const fin = await t.call("POST", "/api/user/user@agence.test/deconnecter", "admin");
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    expectError(await callWithToken(t, token, "GET", "/api/user/me"), 401);
  });

  it("its own « Déconnecter » between two payments ends it for its next request", async () => {
    const dossier = (await insertDossier(t)).id as number;
    const token = (await login(t, "user@agence.test", "secret1")).body.user.token as string;
    await payer(dossier);
    expect((await callWithToken(t, token, "GET", "/api/user/me")).status).toBe(200);
    expect((await callWithToken(t, token, "POST", "/api/user/logout")).status).toBeLessThan(300);
    await payer(dossier);
    expectError(await callWithToken(t, token, "GET", "/api/user/me"), 401);
  });
});
