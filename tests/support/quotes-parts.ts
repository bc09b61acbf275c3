import { expect } from "vitest";
import { autreAdmin } from "./second-admin";
import type { TestApp } from "./test-app";

// Issue 59, item 4 (ADR 073): a change of an apartment's owners or shares waits for an admin other than its author.
// The tests that need the change in force confirm it with this second admin, once per test app.

const seconds = new WeakMap<TestApp, ReturnType<typeof autreAdmin>>();

/** The second admin of `t` (created on first use): a caller of the API, its session confirmed. */
export function secondAdmin(t: TestApp) {
  let s = seconds.get(t);
  if (!s) {
    s = autreAdmin(t, "quotes-parts@agence.test");
    seconds.set(t, s);
  }
  return s;
}

/** Confirms the apartment's waiting change of owners or shares as the second admin; the shares in force after. */
export async function confirmerQuotesParts(t: TestApp, appartementId: number) {
  const second = await secondAdmin(t);
  const r = await second("POST", `/api/Appartement/${appartementId}/quotesParts/confirmer`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** `ClientId` made an owner of the apartment by `role`, confirmed by the second admin when it was held. */
export async function ajouterProprietaire(
  t: TestApp,
  appartementId: number,
  ClientId: number,
  role: "admin" | "user" = "user",
) {
  const r = await t.call("PUT", `/api/Appartement/${appartementId}/owner/add/${ClientId}`, role);
  expect([200, 202], JSON.stringify(r.body)).toContain(r.status);
  if (r.status === 202) await confirmerQuotesParts(t, appartementId);
}
