import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { authentificateur } from "./authentificateur";

// The passkeys' tests (tests/api/cles-acces-*.test.ts, issue 59 item 1, ADR 072): the login's calls, the test
// clock moved on, a passkey registered by a software authenticator (tests/support/authentificateur.ts), the
// password step.

export const NOW = Date.parse("2026-11-23T10:00:00Z");
/** The host app.request's requests name: the relying party is its hostname. */
export const ORIGIN = "http://localhost";
export const CLE_REFUSEE = "Clé d'accès refusée ou déjà utilisée : recommencez.";

export type Res = { status: number; body: any; headers: Headers };
export type Role = "admin" | "user" | "user_delete" | "comptable";

export async function send(
  t: TestApp,
  path: string,
  body: unknown,
  ip = "198.51.100.7",
): Promise<Res> {
  const res = await t.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-test-ip": ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
export const login = (t: TestApp, email: string, password: string, ip?: string) =>
  send(t, "/api/user/login", { credentials: { email, password }, remember: false }, ip);
export const loginCle = (t: TestApp, challenge: string, response: unknown, ip?: string) =>
  send(t, "/api/user/login/passkey", { challenge, response }, ip);

/** Moves the test clock on by `ms` (a passkey's use is good once after the challenge's instant). */
export const later = (t: TestApp, ms = 1000) =>
  t.setNow(new Date(t.ports.clock.now().getTime() + ms).toISOString());

/** Registers a new authenticator's passkey on the role's account: the authenticator and the stored passkey. */
export async function ajouter(t: TestApp, role: Role, nom = "Ordinateur du bureau") {
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
export const passwordStep = async (t: TestApp, role: Role, ip?: string) => {
  const r = await login(t, `${role}@agence.test`, "secret1", ip);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
