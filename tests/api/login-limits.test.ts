import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { MSG_LOGIN_FAILED } from "../support/http";
import { DUMMY_HASH, hashPassword } from "../../worker/auth/password";

// Issue 24, item 5: login delays by account and address together, never a lock a third party can cause; an admin
// lifts them; an unknown and a known e-mail are answered alike, in the same time.

const NOW = Date.parse("2026-11-23T10:00:00Z");
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: new Date(NOW).toISOString() })));
afterAll(() => t.close());

const at = (seconds: number) => t.setNow(new Date(NOW + seconds * 1000).toISOString());
const login = async (email: string, password: string, ip: string) => {
  const res = await t.app.request("/api/user/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-test-ip": ip },
    body: JSON.stringify({ credentials: { email, password }, remember: false }),
  });
  const body: any = await res.json();
  return { status: res.status, retryAfter: res.headers.get("Retry-After"), body };
};
const register = async (email: string) => {
  const r = await t.call("POST", "/api/user/register", "admin", { email, role: "user" });
  expect(r.status).toBe(201);
  return r.body.temporaryPassword as string;
};

describe("login delays", () => {
  it("the only admin: an attacker failing 50 times at one address does not slow the admin at another", async () => {
    at(0);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await login("admin@agence.test", `devine-${i}`, "203.0.113.1")).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const admin = await login("admin@agence.test", "admin-secret", "198.51.100.2");
    expect(admin.status).toBe(200);
    // Still slowed at the attacker's address (the admin's success elsewhere lifts nothing there).
    expect((await login("admin@agence.test", "admin-secret", "203.0.113.1")).status).toBe(429);
  });

  it("grows: 5 tries at once, then 2, 4, 8... seconds between tries, at most 15 minutes, said in Retry-After and in French", async () => {
    const email = "lent@agence.test";
    await register(email);
    const ip = "203.0.113.2";
    let clock = 100;
    at(clock);
    for (let i = 0; i < 5; i++) expect((await login(email, "mauvais", ip)).status).toBe(401);
    for (const wait of [2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]) {
      const refused = await login(email, "mauvais", ip);
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe(String(wait));
      const delay = wait <= 90 ? `${wait} secondes` : `${Math.ceil(wait / 60)} minutes`;
      expect(refused.body.error).toEqual({
        code: "rate_limited",
        message: `Trop de tentatives de connexion. Réessayez dans ${delay}.`,
      });
      at(clock + wait - 1);
      expect((await login(email, "mauvais", ip)).status).toBe(429);
      clock += wait;
      at(clock);
      expect((await login(email, "mauvais", ip)).status).toBe(401);
    }
  });

  it("parallel tries cannot slip through together: 5 are taken, the rest wait", async () => {
    const email = "rafale@agence.test";
    await register(email);
    at(2000);
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(email, `rafale-${i}`, "203.0.113.3")),
    );
    expect(all.filter((r) => r.status === 401)).toHaveLength(5);
    expect(all.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it("a success lifts the delays of its address", async () => {
    const email = "retour@agence.test";
    const password = await register(email);
    at(3000);
    for (let i = 0; i < 4; i++) await login(email, "mauvais", "203.0.113.4");
    expect((await login(email, password, "203.0.113.4")).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(email, "mauvais", "203.0.113.4")).status).toBe(401);
  });

  it("an admin lifts an account's delays, from every address", async () => {
    const email = "Debloque@agence.test";
    const password = await register(email.toLowerCase());
    at(4000);
    for (const ip of ["203.0.113.5", "203.0.113.6"])
      for (let i = 0; i < 6; i++) await login(email, "mauvais", ip);
    expect((await login(email, password, "203.0.113.5")).status).toBe(429);
    const r = await t.call("POST", `/api/user/${encodeURIComponent(email)}/deverrouiller`, "admin");
    expect(r.status).toBe(200);
    expect(r.body.user.email).toBe(email.toLowerCase());
    expect(r.body.message).toMatch(
      /^Les délais de connexion de debloque@agence\.test ont été levés/,
    );
    expect((await login(email, "mauvais", "203.0.113.6")).status).toBe(401);
    expect((await login(email, password, "203.0.113.5")).status).toBe(200);
    // Another account's delays stay.
    for (let i = 0; i < 6; i++) await login("autre@agence.test", "x", "203.0.113.5");
    await t.call("POST", `/api/user/${encodeURIComponent(email)}/deverrouiller`, "admin");
    expect((await login("autre@agence.test", "x", "203.0.113.5")).status).toBe(429);
    expect(
      (await t.call("POST", "/api/user/personne%40agence.test/deverrouiller", "admin")).status,
    ).toBe(404);
  });

  it("one address spraying many accounts is stopped after 100 failures; another address is not", async () => {
    at(6000);
    for (let i = 0; i < 100; i++)
      expect((await login(`pulverise-${i}@agence.test`, "x", "203.0.113.7")).status).toBe(401);
    const stopped = await login("admin@agence.test", "admin-secret", "203.0.113.7");
    expect(stopped.status).toBe(429);
    expect(Number(stopped.retryAfter)).toBeGreaterThan(0);
    expect((await login("admin@agence.test", "admin-secret", "198.51.100.8")).status).toBe(200);
  });
});

describe("an unknown e-mail is answered as a known one", () => {
  it("same status, body and Retry-After, try after try", async () => {
    const known = "connu@agence.test";
    await register(known);
    at(8000);
    for (let i = 0; i < 7; i++) {
      const a = await login(known, "mauvais", "203.0.113.9");
      const b = await login("inconnu@agence.test", "mauvais", "203.0.113.10");
      expect(b).toEqual(a);
      if (a.status === 401) expect(a.body.error.message).toBe(MSG_LOGIN_FAILED);
    }
  });

  it("in the same time: the dummy hash costs what a real one does", async () => {
    const real = await hashPassword("x");
    expect(DUMMY_HASH.split("$").slice(0, 2)).toEqual(real.split("$").slice(0, 2));
    const known = "chrono@agence.test";
    await register(known);
    const time = async (email: string, ip: string) => {
      const start = performance.now();
      expect((await login(email, "mauvais", ip)).status).toBe(401);
      return performance.now() - start;
    };
    const k: number[] = [];
    const u: number[] = [];
    // Interleaved, each from its own address (no delay), so that the machine's load weighs on both alike.
    for (let i = 0; i < 12; i++) {
      k.push(await time(known, `198.18.0.${i}`));
      u.push(await time("personne@agence.test", `198.18.1.${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(u) / median(k);
    console.log(
      `[api] connexion refusée, médiane : compte connu ${median(k).toFixed(1)} ms, inconnu ${median(u).toFixed(1)} ms`,
    );
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  });
});
