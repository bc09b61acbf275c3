import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError } from "../support/http";
import { NOT_A_QUITTANCE, pdfText, seedDossier } from "../support/quitances";
import { startSmtp, switchableMailer } from "../support/smtp";
import { runScheduled } from "../../worker/jobs/scheduled";

// Issue 11, the monthly job: terms generated once the month's jourQuitance has come (Paris day), e-mailed with the
// answer links through the outbox to a real SMTP server on loopback; nothing twice, a stopped run finished by the next.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mailer: ReturnType<typeof switchableMailer>;

beforeAll(async () => {
  smtp = await startSmtp();
  mailer = switchableMailer(smtp.url);
  t = await makeTestApp({ now: "2026-12-01T08:00:00Z", mailer });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => Object.assign(mailer.state, { configured: true, failing: false }));

// The job runs on its own clock (the API's stays put: moving it days ahead would expire the test sessions).
let jobNow = "2026-12-01T08:00:00Z";
const run = () => runScheduled({ ...t.ports, clock: { now: () => new Date(jobNow) } });
const receiptsOf = async (dossierId: number) =>
  (await t.call("GET", `/api/Quitance?DossierId=${dossierId}`)).body.data;
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const outbox = async () => (await t.call("GET", "/api/Outbox")).body;
let n = 0;
const uniqueMail = () => `locataire${++n}@exemple.fr`;

describe("the monthly job", () => {
  it("waits for the jourQuitance in Paris, then generates the term (automatique) and e-mails it with both links", async () => {
    const mail = uniqueMail();
    const s = await seedDossier(t, { locataire: { mail }, dossier: { jourQuitance: 5 } });
    jobNow = "2026-12-04T22:30:00Z"; // 4 December, 23:30 in Paris: not yet
    await run();
    expect(await receiptsOf(s.dossier.id)).toHaveLength(0);
    jobNow = "2026-12-04T23:30:00Z"; // 5 December, 00:30 in Paris
    const report = await run();
    expect(report.quittances.generated).toBeGreaterThanOrEqual(1);
    const [q] = await receiptsOf(s.dossier.id);
    expect(q).toMatchObject({
      mois: "2026-12",
      automatique: true,
      prixHC: 850,
      charge: 120.5,
      regle: false,
    });
    const [received] = mailsTo(mail);
    expect(received!.subject).toBe("Avis d'échéance - 01/12/2026 au 31/12/2026");
    expect(received!.text).toContain(`http://localhost:8787/quitance/validation/true/${q.uuid}`);
    expect(received!.text).toContain(`http://localhost:8787/quitance/validation/false/${q.uuid}`);
    expect(received!.attachments).toHaveLength(1);
    expect(received!.attachments[0]!.filename).toMatch(
      /^2026-12_Lea-Martin_8-boulevard-Voltaire-75011-Paris\.pdf$/,
    );
    const text = pdfText(received!.attachments[0]!.content);
    expect(text).toContain("Avis d'échéance");
    expect(text).not.toMatch(NOT_A_QUITTANCE);
    const row = (await outbox()).data.find((m: any) => m.QuitanceId === q.id);
    expect(row).toMatchObject({ to: mail, status: "sent", attempts: 1, lastError: null });
  });

  it("two runs, or two at once, make nothing twice: one receipt, one e-mail", async () => {
    const mail = uniqueMail();
    const s = await seedDossier(t, { locataire: { mail }, dossier: { jourQuitance: 1 } });
    jobNow = "2026-12-10T09:00:00Z";
    await Promise.all([run(), run()]);
    await run();
    expect(await receiptsOf(s.dossier.id)).toHaveLength(1);
    expect(mailsTo(mail)).toHaveLength(1);
  });

  it("only dossiers whose tenant and apartment both have quitanceAuto; a hand-made term of the month is not made again", async () => {
    const noTenant = await seedDossier(t, {
      locataire: { mail: uniqueMail(), quitanceAuto: false },
    });
    const noFlat = await seedDossier(t, { appartement: { quitanceAuto: false } });
    const byHand = await seedDossier(t, { locataire: { mail: uniqueMail() } });
    jobNow = "2026-12-11T09:00:00Z";
    const manual = await t.call("POST", `/api/Quitance/generate/${byHand.dossier.id}`, "user", {
      date: "2026-12-01",
    });
    await run();
    expect(await receiptsOf(noTenant.dossier.id)).toHaveLength(0);
    expect(await receiptsOf(noFlat.dossier.id)).toHaveLength(0);
    const [q] = await receiptsOf(byHand.dossier.id);
    expect(q).toMatchObject({ id: manual.body.id, automatique: false });
    expect(mailsTo(byHand.locataire.mail)).toHaveLength(1);
  });

  it("without a transport the mails wait in the outbox; the next run with one sends them", async () => {
    const mail = uniqueMail();
    await seedDossier(t, { locataire: { mail } });
    jobNow = "2026-12-12T09:00:00Z";
    mailer.state.configured = false;
    await run();
    expect(mailsTo(mail)).toHaveLength(0);
    const body = await outbox();
    expect(body.transport).toBe(false);
    expect(body.data.find((m: any) => m.to === mail)).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    mailer.state.configured = true;
    await run();
    expect(mailsTo(mail)).toHaveLength(1);
  });

  it("a failed send is kept with its error and retried by the next run; a run killed mid-send is finished later", async () => {
    const mail = uniqueMail();
    await seedDossier(t, { locataire: { mail } });
    jobNow = "2026-12-13T09:00:00Z";
    mailer.state.failing = true;
    await run();
    const failed = (await outbox()).data.find((m: any) => m.to === mail);
    expect(failed).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Connexion SMTP refusée (test)",
    });
    // A run that died after claiming the row: another run takes it once the claim is stale (10 minutes).
    await t.db.run(
      sql`UPDATE Outbox SET status = 'sending', claimedAt = '2026-12-13T08:00:00.000Z' WHERE id = ${failed.id}`,
    );
    mailer.state.failing = false;
    await run();
    expect(mailsTo(mail)).toHaveLength(1);
    expect((await outbox()).data.find((m: any) => m.id === failed.id)).toMatchObject({
      status: "sent",
      attempts: 2,
    });
  });

  it("the admin resends a mail from the outbox", async () => {
    const mail = uniqueMail();
    await seedDossier(t, { locataire: { mail } });
    jobNow = "2026-12-14T09:00:00Z";
    await run();
    const row = (await outbox()).data.find((m: any) => m.to === mail);
    const r = await t.call("POST", `/api/Outbox/${row.id}/resend`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: row.id, status: "sent", attempts: 1 });
    expect(mailsTo(mail)).toHaveLength(2);
    expect((await t.call("POST", "/api/Outbox/999999/resend")).status).toBe(404);
  });

  it("the admin reads one e-mail with its text and links; the list leaves the texts out; staff may not", async () => {
    const mail = uniqueMail();
    await seedDossier(t, { locataire: { mail } });
    jobNow = "2026-12-15T09:00:00Z";
    await run();
    const row = (await outbox()).data.find((m: any) => m.to === mail);
    expect(row).not.toHaveProperty("body");
    const r = await t.call("GET", `/api/Outbox/${row.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: row.id, to: mail, subject: row.subject });
    expect(r.body.body).toContain("http://localhost:8787/quitance/validation/true/");
    expect((await t.call("GET", `/api/Outbox/${row.id}`, "user")).status).toBe(403);
    expectError(await t.call("GET", "/api/Outbox/999999"), 404);
  });
});

describe("the job's batches and reports (issue 22)", () => {
  it("a credit waiting on the account settles the month's term the job makes: a quittance, not a rent call", async () => {
    const mail = uniqueMail();
    const s = await seedDossier(t, { locataire: { mail }, dossier: { jourQuitance: 1 } });
    // Paid in advance, before any term: the account holds a credit of the whole rent.
    const paid = await t.call("POST", `/api/Dossier/${s.dossier.id}/paiements`, "user", {
      date: "2026-11-20",
      mode: "Virement",
      montant: 970.5,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    jobNow = "2026-12-15T09:00:00Z";
    await run();
    const [q] = await receiptsOf(s.dossier.id);
    expect(q).toMatchObject({ mois: "2026-12", automatique: true, regle: true });
    // Settled: no e-mail asks this tenant to say whether the rent was paid.
    expect(mailsTo(mail)).toHaveLength(0);
  });

  it("each run's report, admins only: what was due, made, sent, and what failed", async () => {
    const mail = uniqueMail();
    await seedDossier(t, { locataire: { mail }, dossier: { jourQuitance: 1 } });
    jobNow = "2026-12-16T09:00:00Z";
    mailer.state.failing = true;
    const report = await run();
    expect((await t.call("GET", "/api/taches", "user")).status).toBe(403);
    const r = await t.call("GET", "/api/taches");
    expect(r.status).toBe(200);
    const last = r.body.data[0];
    expect(last).toMatchObject({ id: report.runId, trigger: "node", generated: 1, queued: 1 });
    expect(last.dossiers).toBeGreaterThanOrEqual(1);
    expect(last.batchesDone).toBe(last.batches);
    expect(last.failed + last.sent).toBeGreaterThanOrEqual(0);
    expect(last.failures.some((f: any) => f.message === "Connexion SMTP refusée (test)")).toBe(
      true,
    );
    // The next run finds nothing new to make: a run report with nothing generated.
    mailer.state.failing = false;
    const again = await run();
    expect(again.quittances.generated).toBe(0);
    expect((await t.call("GET", "/api/taches")).body.data[0]).toMatchObject({
      id: again.runId,
      generated: 0,
    });
  });
});

describe("reminders ('Relancer')", () => {
  it("e-mails the tenant, then the tenant and the guarantors; marks the term relance", async () => {
    const mail = uniqueMail();
    const s = await seedDossier(t, { locataire: { mail } });
    const caution = await t.call("POST", "/api/Caution", "admin", {
      nom: "Garant",
      prenom: "Paul",
      mobile: "0611223344",
      mail: "garant@exemple.fr",
      DossierId: s.dossier.id,
    });
    expect(caution.status).toBe(201);
    const q = (
      await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date: "2026-12-01" })
    ).body;
    // A term of unknown status is not reminded (409): staff first record it unpaid.
    expectError(await t.call("POST", `/api/Quitance/${q.id}/relance`, "user"), 409);
    await t.call("GET", `/api/Quitance/switchState/false/${q.id}`);
    const first = await t.call("POST", `/api/Quitance/${q.id}/relance`, "user");
    expect(first.body).toMatchObject({ relance: true, nbRelances: 1, envois: 1, envoyes: 1 });
    const reminders = () => mailsTo(mail).filter((m) => m.subject.startsWith("Relance"));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.text).toContain("reste impayé : 970,50");
    expect(mailsTo("garant@exemple.fr")).toHaveLength(0);
    const second = await t.call("POST", `/api/Quitance/${q.id}/relance`, "user");
    expect(second.body).toMatchObject({ nbRelances: 2, envois: 2, envoyes: 2 });
    expect(reminders()).toHaveLength(2);
    expect(mailsTo("garant@exemple.fr")).toHaveLength(1);
    expect(mailsTo("garant@exemple.fr")[0]!.text).toContain("Bonjour Monsieur Paul Garant");
    const listed = (await t.call("GET", "/api/Quitance/byDate/12-2026")).body.data.find(
      (r: any) => r.id === q.id,
    );
    expect(listed).toMatchObject({ relance: true, nbRelances: 2 });
  });

  it("a paid term is not reminded (409)", async () => {
    const s = await seedDossier(t);
    const q = (
      await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date: "2026-12-01" })
    ).body;
    await t.call("GET", `/api/Quitance/switchState/true/${q.id}`);
    const r = await t.call("POST", `/api/Quitance/${q.id}/relance`, "user");
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe("Cette quittance est réglée : il n'y a rien à relancer.");
  });
});
