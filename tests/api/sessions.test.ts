import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { callWithToken, expectError, jwtPayload } from "../support/http";
import { Outbox, Session } from "../../worker/db/schema";
import { signToken } from "../../worker/auth/token";
import { JWT_SECRET } from "../support/test-app";

// Issue 59, item 7: every sign-in is a session (device, address, last use) listed in "Mes sessions", ended from
// there ("Déconnecter") or by an admin for every device ("Déconnecter partout"); a sign-in from a new device is
// e-mailed to the user.

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0";

/** A sign-in from a device (User-Agent) and an address; answers the token. */
async function signIn(
  t: TestApp,
  email: string,
  password: string,
  ua: string,
  ip = "203.0.113.5",
  remember = false,
): Promise<string> {
  const res = await t.app.request("/api/user/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": ua, "x-test-ip": ip },
    body: JSON.stringify({ credentials: { email, password }, remember }),
  });
  const body = (await res.json()) as any;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.user.token;
}

const sessionsOf = async (t: TestApp, token: string) => {
  const r = await callWithToken(t, token, "GET", "/api/user/sessions");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as any[];
};
const mails = (t: TestApp, to: string) =>
  t.db
    .select()
    .from(Outbox)
    .where(eq(Outbox.to, to))
    .then((rows) => rows.filter((m) => m.subject.startsWith("Nouvelle connexion")));

describe("Mes sessions", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z" })));
  afterAll(() => t.close());

  it("a sign-in opens a session named by its device and address; the token carries its id", async () => {
    const token = await signIn(t, "user@agence.test", "secret1", CHROME_WINDOWS);
    const sid = jwtPayload(token).sid;
    expect(sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await sessionsOf(t, token)).toEqual([
      {
        id: sid,
        appareil: "Chrome sur Windows",
        adresse: "203.0.113.5",
        lieu: "Réseau 203.0.113.0/24",
        createdAt: "2026-11-21T10:00:00.000Z",
        derniereUtilisation: "2026-11-21T10:00:00.000Z",
        courante: true,
      },
      // The test app's own session of this user.
      expect.objectContaining({ id: t.sids.user, courante: false }),
    ]);
  });

  it("lists another device's session, the most recently used first, its last use moved on past 5 minutes only", async () => {
    const chrome = await signIn(t, "user_delete@agence.test", "secret1", CHROME_WINDOWS);
    t.setNow("2026-11-21T10:01:00.000Z");
    const firefox = await signIn(
      t,
      "user_delete@agence.test",
      "secret1",
      FIREFOX_MAC,
      "198.51.100.9",
    );
    t.setNow("2026-11-21T10:04:00.000Z");
    await callWithToken(t, chrome, "GET", "/api/user/me"); // under 5 minutes: not written
    let list = await sessionsOf(t, firefox);
    expect(list.map((s) => [s.appareil, s.adresse, s.derniereUtilisation, s.courante])).toEqual([
      ["Firefox sur macOS", "198.51.100.9", "2026-11-21T10:01:00.000Z", true],
      ["Chrome sur Windows", "203.0.113.5", "2026-11-21T10:00:00.000Z", false],
      ["Tests", "192.0.2.1", "2026-11-21T10:00:00.000Z", false],
    ]);
    t.setNow("2026-11-21T10:06:00.000Z");
    await callWithToken(t, chrome, "GET", "/api/user/me");
    list = await sessionsOf(t, chrome);
    expect(list[0]).toMatchObject({
      appareil: "Chrome sur Windows",
      derniereUtilisation: "2026-11-21T10:06:00.000Z",
      courante: true,
    });
    t.setNow("2026-11-21T10:00:00.000Z");
  });

  it("« Déconnecter » ends one's own session: its next request is a 401; another user's is a 404", async () => {
    const a = await signIn(t, "user@agence.test", "secret1", FIREFOX_MAC);
    const b = await signIn(t, "user@agence.test", "secret1", FIREFOX_MAC);
    const sidB = jwtPayload(b).sid;
    expect((await callWithToken(t, b, "GET", "/api/Client")).status).toBe(200);
    // Someone else's session, an unknown one: 404, nothing ended.
    expectError(await t.call("DELETE", `/api/user/sessions/${sidB}`, "admin"), 404);
    expectError(await callWithToken(t, a, "DELETE", "/api/user/sessions/inconnue"), 404);
    expect((await callWithToken(t, b, "GET", "/api/Client")).status).toBe(200);
    const r = await callWithToken(t, a, "DELETE", `/api/user/sessions/${sidB}`);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("La session a été déconnectée.");
    const refused = await callWithToken(t, b, "GET", "/api/Client");
    expectError(refused, 401);
    expect(refused.body.error.code).toBe("invalid_token");
    expect((await sessionsOf(t, a)).map((s) => s.id)).not.toContain(sidB);
    // Ended already: 404.
    expectError(await callWithToken(t, a, "DELETE", `/api/user/sessions/${sidB}`), 404);
    // Its own session too: the caller is then signed out.
    const sidA = jwtPayload(a).sid;
    expect((await callWithToken(t, a, "DELETE", `/api/user/sessions/${sidA}`)).status).toBe(200);
    expectError(await callWithToken(t, a, "GET", "/api/user/me"), 401);
  });

  it("a session ended straight in the database is refused on its next request (the kept rows are dropped)", async () => {
    const token = await signIn(t, "user@agence.test", "secret1", CHROME_WINDOWS);
    expect((await callWithToken(t, token, "GET", "/api/user/me")).status).toBe(200);
    const sid = jwtPayload(token).sid ?? "";
    await t.db
      .update(Session)
      .set({ revoqueAt: "2026-11-21T10:00:00.000Z" })
      .where(eq(Session.id, sid));
    expectError(await callWithToken(t, token, "GET", "/api/user/me"), 401);
  });

  it("a session ends with its token: 12 hours, 30 days with « Se souvenir de moi »", async () => {
    const court = await signIn(t, "user@agence.test", "secret1", CHROME_WINDOWS);
    const long = await signIn(t, "user@agence.test", "secret1", CHROME_WINDOWS, undefined, true);
    const ids = [court, long].map((k) => jwtPayload(k).sid);
    t.setNow("2026-11-21T22:00:01.000Z");
    const list = (await sessionsOf(t, long)).map((s) => s.id);
    expect(list).toContain(ids[1]);
    expect(list).not.toContain(ids[0]);
    t.setNow("2026-11-21T10:00:00.000Z");
  });

  it("a password change ends every other session; this one goes on with its fresh token", async () => {
    const a = await signIn(t, "user_delete@agence.test", "secret1", CHROME_WINDOWS);
    const b = await signIn(t, "user_delete@agence.test", "secret1", FIREFOX_MAC);
    const changed = await callWithToken(t, a, "POST", "/api/user/setPassword", {
      password: "un nouveau mot de passe",
    });
    expect(changed.status).toBe(200);
    const fresh = changed.body.user.token;
    expect(jwtPayload(fresh).sid).toBe(jwtPayload(a).sid);
    expectError(await callWithToken(t, b, "GET", "/api/user/me"), 401);
    expect((await sessionsOf(t, fresh)).map((s) => s.courante)).toEqual([true]);
  });

  it("a token signed before sessions (no sid) still works, and is no session of the list", async () => {
    const ancien = await signToken(
      t.ids.admin,
      JWT_SECRET,
      false,
      new Date("2026-11-21T10:00:00Z"),
    );
    const list = await sessionsOf(t, ancien);
    expect(list.every((s) => s.courante === false)).toBe(true);
  });
});

describe("« Déconnecter partout » (admin)", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await makeTestApp()));
  afterAll(() => t.close());

  it("ends every session of the account, tokens without a session included; it signs in again", async () => {
    const a = await signIn(t, "user@agence.test", "secret1", CHROME_WINDOWS);
    const b = await signIn(t, "user@agence.test", "secret1", FIREFOX_MAC);
    const ancien = await signToken(t.ids.user, JWT_SECRET, false, new Date("2026-11-21T10:00:00Z"));
    for (const k of [a, b, ancien, t.tokens.user])
      expect((await callWithToken(t, k, "GET", "/api/user/me")).status).toBe(200);
    const r = await t.call("POST", "/api/user/user@agence.test/deconnecter", "admin");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      user: { email: "user@agence.test", role: "user" },
      sessions: 3,
      message:
        "user@agence.test a été déconnecté de toutes ses sessions : il devra se reconnecter.",
    });
    for (const k of [a, b, ancien, t.tokens.user])
      expectError(await callWithToken(t, k, "GET", "/api/user/me"), 401);
    const again = await signIn(t, "user@agence.test", "secret1", CHROME_WINDOWS);
    expect((await sessionsOf(t, again)).map((s) => s.courante)).toEqual([true]);
  });

  it("admin only; an unknown account is a 404", async () => {
    expectError(
      await t.call("POST", "/api/user/admin@agence.test/deconnecter", "user_delete"),
      403,
    );
    expectError(await t.call("POST", "/api/user/personne@agence.test/deconnecter", "admin"), 404);
    expect((await t.call("GET", "/api/user/me", "admin")).status).toBe(200);
  });
});

describe("a sign-in from a new device is e-mailed to the user", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z" })));
  afterAll(() => t.close());

  it("in French, with the device, the address and the date in Paris; not again from a known device", async () => {
    await signIn(t, "user@agence.test", "secret1", CHROME_WINDOWS, "203.0.113.5");
    let sent = await mails(t, "user@agence.test");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("Nouvelle connexion à votre compte depuis un nouvel appareil");
    expect(sent[0]?.body).toContain("- Appareil : Chrome sur Windows");
    expect(sent[0]?.body).toContain("- Adresse : 203.0.113.5");
    expect(sent[0]?.body).toContain("- Date : le 21/11/2026 à 11 h 00 (heure de Paris)");
    // It leaves at once, not with the next daily run.
    await vi.waitFor(() =>
      expect(t.sent.filter((m) => m.to === "user@agence.test").map((m) => m.subject)).toEqual([
        "Nouvelle connexion à votre compte depuis un nouvel appareil",
      ]),
    );
    // The same device again, from another address: known, no mail.
    await signIn(t, "user@agence.test", "secret1", CHROME_WINDOWS, "198.51.100.1");
    expect(await mails(t, "user@agence.test")).toHaveLength(1);
    // Another device: a second mail.
    t.setNow("2026-07-14T22:30:00.000Z");
    await signIn(t, "user@agence.test", "secret1", FIREFOX_MAC, "198.51.100.1");
    sent = await mails(t, "user@agence.test");
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toContain("- Appareil : Firefox sur macOS");
    expect(sent[1]?.body).toContain("- Date : le 15/07/2026 à 00 h 30 (heure de Paris)");
  });

  it("an account's very first sign-in has no known device to tell it from: no mail; its second device is one", async () => {
    const reg = await t.call("POST", "/api/user/register", "admin", {
      email: "nouveau@agence.test",
      role: "user",
    });
    expect(reg.status).toBe(201);
    await signIn(t, "nouveau@agence.test", reg.body.temporaryPassword, CHROME_WINDOWS);
    expect(await mails(t, "nouveau@agence.test")).toHaveLength(0);
    await signIn(t, "nouveau@agence.test", reg.body.temporaryPassword, FIREFOX_MAC);
    expect((await mails(t, "nouveau@agence.test")).map((m) => m.body)).toEqual([
      expect.stringContaining("- Appareil : Firefox sur macOS"),
    ]);
  });

  it("a failed sign-in opens nothing and mails nothing", async () => {
    const res = await t.app.request("/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": CHROME_WINDOWS },
      body: JSON.stringify({ credentials: { email: "user_delete@agence.test", password: "faux" } }),
    });
    expect(res.status).toBe(401);
    expect(await mails(t, "user_delete@agence.test")).toHaveLength(0);
    const rows = await t.db.select().from(Session).where(eq(Session.UserId, t.ids.user_delete));
    expect(rows.map((s) => s.id)).toEqual([t.sids.user_delete]);
  });
});
