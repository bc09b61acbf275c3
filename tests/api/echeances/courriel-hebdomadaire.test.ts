import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { runScheduled } from "../../../worker/jobs/scheduled";
import { seedCalendrier } from "./seed";

// Issue 63, item 6 (ADR 090): the daily job e-mails staff the coming 60 days at its first run of each ISO week,
// whatever the day, once, even when two runs race; the tenants' insurance reminders of issue 62 still go.

let t: TestApp;
let s: Awaited<ReturnType<typeof seedCalendrier>>;
beforeAll(async () => {
  t = await makeTestApp();
  s = await seedCalendrier(t);
});
afterAll(() => t.close());

const run = (at: string) => runScheduled({ ...t.ports, clock: { now: () => new Date(at) } });
const outbox = async (like: string) =>
  (
    await t.client.execute({
      sql: `select "dedupeKey", "to", "subject", "body" from "Outbox" where "dedupeKey" like ? order by "id"`,
      args: [like],
    })
  ).rows.map((r) => ({
    cle: String(r.dedupeKey),
    to: String(r.to),
    subject: String(r.subject),
    body: String(r.body),
  }));

describe("the calendar's weekly e-mail", () => {
  it("goes at the week's first run (a Wednesday), once, even when two runs race the same week", async () => {
    await run("2026-11-25T06:00:00Z");
    await Promise.all([run("2026-11-26T06:00:00Z"), run("2026-11-26T06:00:01Z")]);
    await run("2026-11-29T20:00:00Z"); // Sunday: still week 48
    const mails = await outbox("echeances:%");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      cle: "echeances:2026-W48",
      to: t.ports.config.contactEmail,
      subject: expect.stringMatching(/^Échéances des 60 prochains jours/),
    });
    // The coming 60 days from 25 November: the lease ending, the mandate, the guarantee; overdue ones apart.
    expect(mails[0]!.body).toMatch(/31\/12\/2026 · Fin de bail · Fin du bail de Léa Martin/);
    expect(mails[0]!.body).toMatch(/14\/01\/2027 · Mandat de gestion/);
    expect(mails[0]!.body).toMatch(/Déjà échues \(\d+\) :/);
    expect(mails[0]!.body).not.toMatch(/01\/07\/2027/); // beyond 60 days
    expect(mails[0]!.body).toMatch(/\/echeances/);
  });

  it("goes again the next week, once", async () => {
    await run("2026-12-01T06:00:00Z");
    await run("2026-12-02T06:00:00Z");
    expect((await outbox("echeances:%")).map((m) => m.cle)).toEqual([
      "echeances:2026-W48",
      "echeances:2026-W49",
    ]);
  });

  it("leaves the tenant's insurance reminders of issue 62 as they were: a month before, then at the end date", async () => {
    const cles = (await outbox("assurance:%")).map((m) => m.cle);
    expect(cles).toEqual([`assurance:echeance:${s.bailA.id}:2026-12-15`]);
    await run("2026-12-15T06:00:00Z");
    expect((await outbox("assurance:%")).map((m) => m.cle.split(":")[1]).sort()).toEqual([
      "echeance",
      "echue",
      "echue-agence",
    ]);
  });
});
