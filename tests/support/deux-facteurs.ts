import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { totp } from "../../worker/domain/deux-facteurs/totp";

// The second factor's tests (tests/api/deux-facteurs-*.test.ts, issue 59 item 1, ADR 069): the login's calls, the
// test clock by 30-second steps, the code of the moment, a role's factor set up and activated.

export const NOW = Date.parse("2026-11-23T10:00:00Z");
export const MSG_REQUIS =
  "Votre agence exige un second facteur : configurez votre application d'authentification ou une clé d'accès pour continuer.";

export type Res = { status: number; body: any; headers: Headers };

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
export const login = (t: TestApp, email: string, password: string, ip?: string, remember = false) =>
  send(t, "/api/user/login", { credentials: { email, password }, remember }, ip);
export const loginCode = (t: TestApp, challenge: string, code: string, ip?: string) =>
  send(t, "/api/user/login/code", { challenge, code }, ip);

/** Moves the test clock by whole 30-second steps from NOW (each step a fresh TOTP code). */
export const step = (t: TestApp, n: number) => t.setNow(new Date(NOW + n * 30_000).toISOString());
export const codeNow = async (t: TestApp, secret: string) =>
  (await totp(secret, t.ports.clock.now()))!;

/** Sets up and activates the role's factor at the current step: its secret and recovery codes. */
export async function enable(t: TestApp, role: "admin" | "user" | "user_delete") {
  const setup = await t.call("POST", "/api/user/2fa/totp", role);
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const secret = setup.body.secret as string;
  const on = await t.call("POST", "/api/user/2fa/totp/activer", role, {
    code: await codeNow(t, secret),
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  return { secret, codes: on.body.codesSecours as string[] };
}
