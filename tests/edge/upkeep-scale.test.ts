// Issue 22, the daily job's upkeep at scale on the edge: the orphan sweep and the reminders go page by page, each
// message within a fixed budget (ADR 015, amended), whatever the number of stored objects or of unpaid terms. Every
// invocation's subrequests are counted by the worker (the `job.invocation` log line) and checked under Workers
// Free's 50.
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/entry/cloudflare";
import type { JobMessage } from "../../worker/ports";
import { scopedBucket, signedInInstance } from "./instance";
import { seedLeases } from "./leases-seed";

/** Leases, whose March terms go unpaid; objects no row references; objects some row references. */
const LEASES = 30;
const ORPHANS = 2000;
const REFERENCED = 500;

interface Invocation {
  handler: "scheduled" | "queue";
  subrequests: { libsql: number; r2: number; mail: number; queue: number; total: number };
  kinds?: JobMessage["kind"][];
}

afterEach(() => vi.restoreAllMocks());

describe(`the upkeep at scale (${ORPHANS + REFERENCED} stored objects, ${LEASES} unpaid terms)`, () => {
  it("sweeps the orphans and sends the reminders over several messages, each invocation under 50 subrequests", async () => {
    // The instance's R2 prefix, whose listing shows the objects stored two hours ago (past the sweep's hour of
    // grace), all but those under files/recent/ (an upload whose row is on its way).
    const scoped = scopedBucket(env.FILES);
    const files = new Proxy(scoped, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop !== "list" || typeof value !== "function") return value;
        return async (...args: unknown[]) => {
          const page = await value.apply(target, args);
          return {
            ...page,
            objects: page.objects.map((o: { key: string; uploaded: Date }) => ({
              ...o,
              uploaded: o.key.startsWith("files/recent/")
                ? o.uploaded
                : new Date(o.uploaded.getTime() - 2 * 3600_000),
            })),
          };
        };
      },
    });
    // Stored first: the instance's database connection is then never left idle while R2 fills (workerd drops it).
    const bytes = new TextEncoder().encode("%PDF-1.4 test");
    const keys = [
      ...Array.from({ length: ORPHANS }, (_, i) => `files/orphelins/${i}.pdf`),
      ...Array.from({ length: REFERENCED }, (_, i) => `files/ref/${i}.pdf`),
      "files/recent/upload.pdf",
    ];
    for (let i = 0; i < keys.length; i += 10)
      await Promise.all(keys.slice(i, i + 10).map((k) => files.put(k, bytes)));
    const inst = await signedInInstance(files);
    const domain = `upkeep-${crypto.randomUUID().slice(0, 8)}.test`;
    const db = await seedLeases(inst.env.LIBSQL_URL, domain, LEASES);
    // Referenced by key or by URL, as any text column may hold them.
    const now = new Date().toISOString();
    await db.execute({
      sql: `with recursive n(i) as (select 0 union all select i + 1 from n where i < ${REFERENCED - 1})
        insert into Variable (nom, valeur, createdAt, updatedAt)
        select case when i % 2 then '/' else '' end || 'files/ref/' || i || '.pdf', 1, ?, ? from n`,
      args: [now, now],
    });

    // The queue as the worker's producer sees it; the test delivers two messages of one kind per invocation
    // (wrangler.toml's max_batch_size), retrying what the handler asked to retry.
    const queued: { body: JobMessage; attempts: number }[] = [];
    const jobs = {
      async sendBatch(messages: Iterable<{ body: JobMessage }>) {
        for (const m of messages) queued.push({ body: m.body, attempts: 1 });
      },
    } as unknown as Queue<JobMessage>; // the one method the worker calls
    const jobEnv = { ...inst.env, JOBS: jobs };
    const lines: Invocation[] = [];
    const log = console.log;
    vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => {
      const text = String(a[0]);
      if (text.startsWith('{"event":"job.invocation"')) lines.push(JSON.parse(text));
      else if (!text.startsWith('{"event":') && !text.startsWith("[fichiers orphelins]")) log(...a);
    });
    async function cron(iso: string) {
      const ctx = createExecutionContext();
      const controller = createScheduledController({
        scheduledTime: new Date(iso).getTime(),
        cron: "0 5 * * *",
      });
      await worker.scheduled(controller, jobEnv, ctx);
      await waitOnExecutionContext(ctx);
    }
    async function drain() {
      while (queued.length) {
        const mate = queued.findIndex((m, i) => i > 0 && m.body.kind === queued[0]!.body.kind);
        const taken = [...queued.splice(0, 1), ...(mate > 0 ? queued.splice(mate - 1, 1) : [])];
        const batch = createMessageBatch<JobMessage>(
          "patrimoine-jobs",
          taken.map((m, i) => ({
            id: `${Date.now()}-${i}-${Math.random()}`,
            timestamp: new Date(),
            attempts: m.attempts,
            body: m.body,
          })),
        );
        const ctx = createExecutionContext();
        await worker.queue(batch, jobEnv);
        const result = await getQueueResult(batch, ctx);
        const retried = new Set(result.retryMessages.map((r: { msgId: string }) => r.msgId));
        batch.messages.forEach((m, i) => {
          if (result.retryBatch.retry || retried.has(m.id))
            queued.push({ body: taken[i]!.body, attempts: m.attempts + 1 });
        });
      }
    }
    const count = async (sql: string) => Number((await db.execute(sql)).rows[0]!.n);
    const stored = async (prefix: string) => {
      let n = 0;
      let cursor: string | undefined;
      do {
        const page = await scoped.list({ prefix, cursor });
        n += page.objects.length;
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return n;
    };
    const lastRun = async () =>
      (await db.execute(`select * from JobRun order by id desc limit 1`)).rows[0]!;

    // The 5th: the receipts made and mailed, the orphans swept page by page.
    await cron("2031-03-05T05:00:00Z");
    await drain();
    const sweep = lines.filter((l) => l.kinds?.includes("orphelins"));
    expect(sweep.length).toBeGreaterThanOrEqual(2);
    const pages = sweep.flatMap((l) => l.kinds!).filter((k) => k === "orphelins").length;
    expect(pages).toBe(Math.ceil((ORPHANS + REFERENCED + LEASES + 1) / 1000));
    expect(await stored("files/orphelins/")).toBe(0);
    expect(await stored("files/ref/")).toBe(REFERENCED);
    expect(await stored("files/recent/")).toBe(1);
    expect(await count(`select count(*) n from Quitance where mois = '2031-03'`)).toBe(LEASES);
    expect(await count(`select count(*) n from Quitance where file is not null`)).toBe(LEASES);
    const first = await lastRun();
    expect(Number(first.batchesDone)).toBe(Number(first.batches));

    // The terms' status known and unpaid; the 20th: stage 2 of each (15 days), its mails by the e-mail batches.
    await db.execute(`update Quitance set statusInconu = 0`);
    const before = lines.length;
    await cron("2031-03-20T05:00:00Z");
    await drain();
    const reminders = lines.slice(before).filter((l) => l.kinds?.includes("relances"));
    expect(reminders.length).toBeGreaterThanOrEqual(2);
    expect(await count(`select count(*) n from Quitance where etapeRelance = 2`)).toBe(LEASES);
    expect(
      await count(
        `select count(*) n from Outbox where dedupeKey like 'relance-etape:%' and status = 'sent'`,
      ),
    ).toBe(LEASES);
    const second = await lastRun();
    // The reminders, and the calendar's weekly mail to staff (a new ISO week since the 5th, ADR 090).
    expect(second).toMatchObject({ sent: LEASES + 1, failed: 0 });
    expect(Number(second.batchesDone)).toBe(Number(second.batches));

    const max = (ls: Invocation[]) => Math.max(...ls.map((l) => l.subrequests.total));
    log(
      JSON.stringify({
        upkeepScale: {
          invocations: lines.length,
          maxPerInvocation: max(lines),
          orphanPagesPerInvocation: sweep.map((l) => l.subrequests),
          remindersInvocations: reminders.map((l) => [l.kinds, l.subrequests.total]),
        },
      }),
    );
    for (const l of lines) expect(l.subrequests.total).toBeLessThan(50);
    db.close();
  }, 300_000);
});
