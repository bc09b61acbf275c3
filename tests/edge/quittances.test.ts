// Issue 11 on the edge: the cron's scheduled handler generates the month's terms in workerd and e-mails them through
// the HTTP e-mail API binding; parallel generation calls, each its own Workers request, still make one receipt.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "../../worker/entry/cloudflare";
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
  const a = await json(await call("POST", "/api/Appartement", { ...valid.Appartement(), quitanceAuto: true }));
  await json(await call("PUT", `/api/Appartement/${a.id}/owner/add/${client.id}`), 200);
  const l = await json(await call("POST", "/api/Locataire", { ...valid.Locataire(), mail, quitanceAuto: true }));
  return json(await call("POST", "/api/Dossier", { ...valid.Dossier(a.id, l.id), jourQuitance: 3 }));
}

async function runCron(iso: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(iso).getTime(), cron: "0 5 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const sentTo = async (to: string) =>
  ((await (await fetch(`${inject("mailApiUrl")}/mails`)).json()) as any[]).filter((m) => m.to?.includes(to));

describe("the monthly receipts on the edge", () => {
  it("the scheduled handler generates the term once its day has come and sends it through the e-mail API, once", async () => {
    const mail = `edge-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;
    const d = await seed(mail);
    await runCron("2031-03-02T05:00:00Z"); // jourQuitance 3: not yet
    expect((await json(await call("GET", `/api/Quitance?DossierId=${d.id}`), 200)).data).toHaveLength(0);
    await runCron("2031-03-03T05:00:00Z");
    await runCron("2031-03-04T05:00:00Z");
    const [q, ...others] = (await json(await call("GET", `/api/Quitance?DossierId=${d.id}`), 200)).data;
    expect(others).toHaveLength(0);
    expect(q).toMatchObject({ mois: "2031-03", automatique: true });
    const mails = await sentTo(mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ authorization: "Bearer cle-api-test", from: "agence@edge.test", subject: "Avis d'échéance - 01/03/2031 au 31/03/2031" });
    expect(mails[0].text).toContain(`/quitance/validation/true/${q.uuid}`);
    expect(mails[0].attachments[0].filename).toMatch(/^2031-03_.+\.pdf$/);
    expect(atob(mails[0].attachments[0].content).slice(0, 5)).toBe("%PDF-");
  });

  it("20 parallel generation requests for one dossier and month: one receipt", async () => {
    const d = await seed(`edge-par-${crypto.randomUUID().slice(0, 8)}@exemple.fr`);
    const rs = await Promise.all(Array.from({ length: 20 }, () => call("POST", `/api/Quitance/generate/${d.id}`, { date: "2031-05-15" })));
    const statuses = rs.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const ids = new Set(await Promise.all(rs.map(async (r) => ((await r.json()) as { id: number }).id)));
    expect(ids.size).toBe(1);
    expect((await json(await call("GET", `/api/Quitance?DossierId=${d.id}`), 200)).data).toHaveLength(1);
  });
});
