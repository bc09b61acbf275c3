import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Client, IbanClient, Journal, Session } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { valid } from "../support/factories";
import { autreAdmin } from "../support/second-admin";
import { runScheduled } from "../../worker/jobs/scheduled";

// Issue 59, what a session leaves behind: signing out ends the session on the server (its token refused after, wherever
// it was copied); the daily job writes an IBAN verified once its 72 hours are over (reads showed it already) and
// deletes the sessions ended more than a year ago; each write names its session in the journal.

const T0 = "2026-11-21T10:00:00.000Z";
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: T0, confirme: true })));
afterAll(() => t.close());

describe("signing out", () => {
  it("POST /user/logout ends the token's session: the same token is a 401 after, another session is not touched", async () => {
    const login = await t.call("POST", "/api/user/login", null, {
      credentials: { email: "user@agence.test", password: "secret1" },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.user.token as string;
    const as = (method: string, path: string) =>
      t.app.request(path, { method, headers: { Authorization: `Token ${token}` } });
    expect((await as("GET", "/api/user/me")).status).toBe(200);
    const out = await as("POST", "/api/user/logout");
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: "Vous êtes déconnecté." });
    expect((await as("GET", "/api/user/me")).status).toBe(401);
    // The test's own session of that user still works.
    expect((await t.call("GET", "/api/user/me", "user")).status).toBe(200);
    // Anonymous: 401.
    expect((await t.call("POST", "/api/user/logout", null)).status).toBe(401);
  });
});

describe("the daily job", () => {
  it("writes an owner's IBAN verified once its 72 hours are over, not before", async () => {
    const second = await autreAdmin(t);
    expect(
      (await t.call("PUT", "/api/agence", "admin", { verificationIban: "delai" })).status,
    ).toBe(200);
    const c = await t.call("POST", "/api/Client", "user", {
      ...valid.Client(),
      iban: "FR7630006000011234567890189",
      mailPerso: "proprio@exemple.test",
      mailDefaut: "mailPerso",
    });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    const id = c.body.id as number;
    await second("POST", `/api/Client/${id}/iban/confirmer`);
    const put = await t.call("PUT", `/api/Client/${id}`, "user", {
      iban: "DE89370400440532013000",
    });
    expect(put.body.ibanStatut).toBe("a_verifier");
    const stored = async () => {
      const [client] = await t.db.select().from(Client).where(eq(Client.id, id));
      const [last] = (
        await t.db.select().from(IbanClient).where(eq(IbanClient.ClientId, id))
      ).slice(-1);
      return {
        client: client?.ibanStatut,
        iban: last?.statut,
        at: last?.confirmeAt,
        par: last?.confirmePar,
      };
    };
    t.setNow("2026-11-24T09:00:00.000Z"); // 71 hours
    expect((await runScheduled(t.ports)).ibansVerifies).toBe(0);
    expect(await stored()).toMatchObject({ client: "a_verifier", iban: "a_verifier" });
    t.setNow("2026-11-24T11:00:00.000Z"); // 73 hours
    expect((await runScheduled(t.ports)).ibansVerifies).toBe(1);
    // Verified by the delay: no person's name, the moment the delay ended.
    expect(await stored()).toEqual({
      client: "verifie",
      iban: "verifie",
      at: "2026-11-24T10:00:00.000Z",
      par: null,
    });
    expect((await runScheduled(t.ports)).ibansVerifies).toBe(0);
    t.setNow(T0);
  });

  it("deletes the sessions ended more than a year ago, keeps the others", async () => {
    const session = (id: string, revoqueAt: string | null) => ({
      id,
      UserId: t.ids.user,
      appareil: "Firefox sur Linux",
      adresse: "203.0.113.9",
      createdAt: "2025-01-01T00:00:00.000Z",
      derniereUtilisation: "2025-01-01T00:00:00.000Z",
      revoqueAt,
    });
    await t.db
      .insert(Session)
      .values([
        session("ancienne", "2025-11-01T00:00:00.000Z"),
        session("recente", "2026-10-01T00:00:00.000Z"),
      ]);
    expect((await runScheduled(t.ports)).sessionsPurgees).toBe(1);
    const ids = (await t.db.select({ id: Session.id }).from(Session)).map((s) => s.id);
    expect(ids).toContain("recente");
    expect(ids).not.toContain("ancienne");
    expect(ids).toContain(t.sids.user);
  });
});

describe("the journal", () => {
  it("names the session a write came from, none for the system", async () => {
    const c = await t.call("POST", "/api/Client", "admin", valid.Client());
    const rows = await t.db
      .select()
      .from(Journal)
      .where(eq(Journal.resourceId, String(c.body.id)));
    expect(rows.find((r) => r.resource === "Client")?.sessionId).toBe(t.sids.admin);
    // The daily job's writes: no session.
    const sys = await t.db.select().from(Journal).where(eq(Journal.userEmail, "système"));
    expect(sys.length).toBeGreaterThan(0);
    expect(sys.every((r) => r.sessionId === null)).toBe(true);
  });
});
