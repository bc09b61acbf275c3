import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { freshInstance, type Instance, signedInInstance } from "./instance";
import { clientBody } from "./call";

// Issue 24, items 4 and 5 on the edge entry (its isolate's session guesses, its batches): a password change ends the
// other sessions, a restore every session before it; login delays by account and address (CF-Connecting-IP), an
// admin lifting them, an unknown e-mail answered as a known one.

let edge: Instance;
beforeAll(async () => {
  // the first start (bootstrap), once
  edge = await signedInInstance();
});

const login = async (i: Instance, email: string, password: string, ip: string) => {
  const res = await i.send(
    "POST",
    "/api/user/login",
    JSON.stringify({ credentials: { email, password } }),
    { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    false,
  );
  const body: any = await res.json();
  return { status: res.status, retryAfter: res.headers.get("Retry-After"), body };
};
const as = (i: Instance, token: string, method: string, path: string, body?: unknown) =>
  i.send(
    method,
    path,
    body === undefined ? undefined : JSON.stringify(body),
    {
      Authorization: `Token ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    false,
  );
const admin = (i: Instance) => login(i, env.ADMIN_EMAIL!, env.ADMIN_PASSWORD!, "198.51.100.1");
const register = async (email: string) => {
  const token = (await admin(edge)).body.user.token;
  const res = await as(edge, token, "POST", "/api/user/register", { email, role: "user" });
  expect(res.status).toBe(201);
  return { adminToken: token, password: ((await res.json()) as any).temporaryPassword as string };
};

describe("sessions", () => {
  it("a password change ends the account's other sessions, the caller's goes on with its fresh token", async () => {
    const email = `change-${crypto.randomUUID().slice(0, 8)}@edge.test`;
    const { password } = await register(email);
    const here = (await login(edge, email, password, "198.51.100.2")).body.user.token;
    const other = (await login(edge, email, password, "198.51.100.3")).body.user.token;
    // Both known to the isolate (its guesses) before the change.
    for (const t of [here, other])
      expect((await as(edge, t, "GET", "/api/user/me")).status).toBe(200);
    const changed = await as(edge, here, "POST", "/api/user/setPassword", {
      password: "Nouveau-42",
    });
    expect(changed.status).toBe(200);
    const fresh = ((await changed.json()) as any).user.token as string;
    expect((await as(edge, fresh, "GET", "/api/user/me")).status).toBe(200);
    expect((await as(edge, fresh, "POST", "/api/Client", clientBody())).status).toBe(201);
    for (const t of [here, other]) {
      expect((await as(edge, t, "GET", "/api/Client")).status).toBe(401);
      expect((await as(edge, t, "POST", "/api/Client", clientBody())).status).toBe(401);
    }
  });

  it("a restore ends every session opened before it, on the isolate that knew them", async () => {
    const source = await signedInInstance();
    expect((await source.call("POST", "/api/Client", clientBody())).status).toBe(201);
    await source.confirm(); // a backup's export is a money move (issue 59)
    const zip = new Uint8Array(await (await source.call("GET", "/api/sauvegarde")).arrayBuffer());
    const target = await freshInstance(source.files);
    const before = (await admin(target)).body.user.token;
    expect((await as(target, before, "GET", "/api/Client")).status).toBe(200);
    const res = await target.send(
      "POST",
      "/api/sauvegarde/restaurer",
      zip as BodyInit,
      {
        "Content-Type": "application/zip",
        Authorization: `Token ${before}`,
      },
      false,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await as(target, before, "GET", "/api/Client")).status).toBe(401);
    expect((await as(target, before, "POST", "/api/Client", clientBody())).status).toBe(401);
    const after = (await admin(target)).body.user.token;
    const list = await as(target, after, "GET", "/api/Client");
    expect(list.status).toBe(200);
    expect(((await list.json()) as any).data).toHaveLength(1);
  });
});

describe("login delays", () => {
  it("the only admin: 50 failures from one address do not slow the admin at another", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await login(edge, env.ADMIN_EMAIL!, `devine-${i}`, "203.0.113.50")).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // The clock runs here: a try may be taken once a 2 or 4 s delay is over, no more.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
    expect((await login(edge, env.ADMIN_EMAIL!, env.ADMIN_PASSWORD!, "198.51.100.60")).status).toBe(
      200,
    );
  });

  it("grow (2 s, then 4 s) and an admin lifts them", async () => {
    const email = `lent-${crypto.randomUUID().slice(0, 8)}@edge.test`;
    const { adminToken, password } = await register(email);
    const ip = "203.0.113.51";
    for (let i = 0; i < 5; i++) expect((await login(edge, email, "mauvais", ip)).status).toBe(401);
    const first = await login(edge, email, password, ip);
    expect(first.status).toBe(429);
    // 2 s from the fifth failure; on a loaded machine a second may have gone by the time the sixth try arrives.
    expect(["1", "2"]).toContain(first.retryAfter);
    expect(first.body.error.message).toMatch(
      /^Trop de tentatives de connexion\. Réessayez dans (1 seconde|2 secondes)\.$/,
    );
    await new Promise((r) => setTimeout(r, 2100));
    expect((await login(edge, email, "mauvais", ip)).status).toBe(401);
    const second = await login(edge, email, password, ip);
    expect(second.status).toBe(429);
    expect(Number(second.retryAfter)).toBeGreaterThanOrEqual(3); // 4 s from the last try, a second may have gone
    const unlock = await as(
      edge,
      adminToken,
      "POST",
      `/api/user/${encodeURIComponent(email)}/deverrouiller`,
    );
    expect(unlock.status).toBe(200);
    expect((await login(edge, email, password, ip)).status).toBe(200);
  });

  it("an unknown e-mail is answered as a known one", async () => {
    const email = `connu-${crypto.randomUUID().slice(0, 8)}@edge.test`;
    await register(email);
    for (let i = 0; i < 6; i++) {
      const a = await login(edge, email, "mauvais", "203.0.113.52");
      const b = await login(edge, `inconnu-${email}`, "mauvais", "203.0.113.53");
      expect(b.status).toBe(a.status);
      expect(b.body.error.code).toBe(a.body.error.code);
      if (a.status === 401) expect(b.body).toEqual(a.body);
      // The clock runs between the two: the delays they are told may differ by a second.
      else expect(Math.abs(Number(b.retryAfter) - Number(a.retryAfter))).toBeLessThanOrEqual(1);
    }
  });
});
