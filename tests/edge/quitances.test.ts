// Issue 11 on the edge: the cron's scheduled handler queues the month's terms (issue 22: Cloudflare Queues, the
// batches consumed by the same worker) which are made in workerd and e-mailed through the HTTP e-mail API; parallel
// generation calls, each its own Workers request, still make one receipt.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { runCron as runDailyJob } from "./cron";
import { valid } from "../support/factories";
import { adminToken, clientBody, edgeCaller } from "./call";

let token = "";
const call = edgeCaller(() => token);
beforeAll(async () => {
  token = await adminToken();
});

async function json(res: Response, status = 201) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as Record<string, any>;
}

/** A running dossier whose tenant (with `mail`) and apartment both have quitanceAuto. */
async function seed(mail: string) {
  const client = await json(await call("POST", "/api/Client", clientBody()));
  const a = await json(
    await call("POST", "/api/Appartement", { ...valid.Appartement(), quitanceAuto: true }),
  );
  await json(await call("PUT", `/api/Appartement/${a.id}/owner/add/${client.id}`), 200);
  const l = await json(
    await call("POST", "/api/Locataire", { ...valid.Locataire(), mail, quitanceAuto: true }),
  );
  return json(
    await call("POST", "/api/Dossier", { ...valid.Dossier(a.id, l.id), jourQuitance: 3 }),
  );
}

/**
 * The cron at `iso`, then the batches it queued (tests/edge/cron.ts), all done; then signed in again: a job years
 * ahead deletes the sessions ended a year before its day (issue 59), this test's own among them.
 */
async function runCron(iso: string) {
  await runDailyJob(new Date(iso).getTime());
  token = await adminToken();
}

const sentTo = async (to: string) =>
  ((await (await fetch(`${inject("mailApiUrl")}/mails`)).json()) as any[]).filter((m) =>
    m.to?.includes(to),
  );

describe("the monthly receipts on the edge", () => {
  it("the scheduled handler generates the term once its day has come and sends it through the e-mail API, once", async () => {
    const mail = `edge-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;
    const d = await seed(mail);
    await runCron("2031-03-02T05:00:00Z"); // jourQuitance 3: not yet
    expect(
      (await json(await call("GET", `/api/Quitance?DossierId=${d.id}`), 200)).data,
    ).toHaveLength(0);
    await runCron("2031-03-03T05:00:00Z");
    await runCron("2031-03-04T05:00:00Z");
    const [q, ...others] = (await json(await call("GET", `/api/Quitance?DossierId=${d.id}`), 200))
      .data;
    expect(others).toHaveLength(0);
    expect(q).toMatchObject({ mois: "2031-03", automatique: true });
    const mails = await sentTo(mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      authorization: "Bearer cle-api-test",
      from: "agence@edge.test",
      subject: "Avis d'échéance - 01/03/2031 au 31/03/2031",
    });
    expect(mails[0].text).toContain(`/quitance/validation/true/${q.uuid}`);
    expect(mails[0].attachments[0].filename).toMatch(/^2031-03_.+\.pdf$/);
    expect(atob(mails[0].attachments[0].content).slice(0, 5)).toBe("%PDF-");
  });

  it("the scheduled handler sends an unpaid term's staged reminder (issue 20), the formal notice attached, once", async () => {
    const mail = `edge-rel-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;
    const d = await seed(mail);
    const q = await json(
      await call("POST", `/api/Quitance/generate/${d.id}`, { date: "2031-06-01" }),
    );
    await json(await call("GET", `/api/Quitance/switchState/false/${q.id}`), 200);
    // Due on the 3rd (jourQuitance), 42 days later: only the third stage, once however many runs.
    await runCron("2031-07-15T05:00:00Z");
    await runCron("2031-07-15T06:00:00Z");
    const notices = (await sentTo(mail)).filter((m) =>
      m.subject.startsWith("Mise en demeure de payer"),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe(
      "Mise en demeure de payer : loyer impayé du 01/06/2031 au 30/06/2031",
    );
    expect(notices[0].attachments[0].filename).toBe("Mise en demeure - Léa Martin.pdf");
    expect(atob(notices[0].attachments[0].content).slice(0, 5)).toBe("%PDF-");
    expect((await sentTo(mail)).filter((m) => /relance|Rappel/i.test(m.subject))).toHaveLength(0);
  });

  it("20 parallel generation requests for one dossier and month: one receipt", async () => {
    const d = await seed(`edge-par-${crypto.randomUUID().slice(0, 8)}@exemple.fr`);
    const rs = await Promise.all(
      Array.from({ length: 20 }, () =>
        call("POST", `/api/Quitance/generate/${d.id}`, { date: "2031-05-15" }),
      ),
    );
    const statuses = rs.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const ids = new Set(
      await Promise.all(rs.map(async (r) => ((await r.json()) as { id: number }).id)),
    );
    expect(ids.size).toBe(1);
    expect(
      (await json(await call("GET", `/api/Quitance?DossierId=${d.id}`), 200)).data,
    ).toHaveLength(1);
  });
});
