import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodePorts } from "../../worker/entry/node-ports";
import { runScheduled } from "../../worker/jobs/scheduled";
import { THREADS_FROM } from "../../worker/jobs/queue";
import { DOSSIERS_PER_MESSAGE } from "../../worker/jobs/outcome";
import type { JobThreads } from "../../worker/ports/jobs";
import { makeTestApp, JWT_SECRET } from "../support/test-app";
import { pdfText, seedDossier } from "../support/quitances";

// ADR 096: on the Node entry the month's receipts are made by job threads beside the main thread, each with its own
// connection to the database file, as `npm start` runs them (dist/server/job-thread.mjs, built by this project's
// global setup). What the agency sees must not change: every receipt made once, its PDF stored and its e-mail
// queued, the run's report right; the batches two at a time; a thread that cannot run leaves its batch to the main
// thread.

const N = THREADS_FROM * DOSSIERS_PER_MESSAGE + 15;
const JOB_THREAD = pathToFileURL(join(process.cwd(), "dist", "server", "job-thread.mjs"));
const DAY = "2026-12-01T07:00:00Z";

let dir: string;
let dossierIds: number[];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "fils-"));
  const t = await makeTestApp({
    database: `file:${join(dir, "patrimoine.db")}`,
    now: "2026-11-21T10:00:00Z",
  });
  dossierIds = [];
  for (let i = 0; i < N; i++) {
    const s = await seedDossier(t, {
      dossier: { jourQuitance: 1 },
      locataire: { mail: `locataire${i}@example.fr` },
    });
    dossierIds.push(s.dossier.id);
  }
  t.close();
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The Node entry's ports on a copy of the seeded folder, its threads watched: how many batches at once. */
async function portsOn(name: string, jobThread: URL) {
  const data = join(dir, name);
  mkdirSync(data);
  // The database with its write-ahead log (what the seeding wrote last may be there still).
  for (const f of ["patrimoine.db", "patrimoine.db-wal"])
    if (existsSync(join(dir, f))) cpSync(join(dir, f), join(data, f));
  const ports = await nodePorts(
    { DATA_DIR: data, JOB_THREADS: "2", JWT_SECRET },
    { now: () => new Date(DAY) },
    { jobThread },
  );
  const logs: string[] = [];
  ports.log = (line) => void logs.push(line);
  const watched = { batches: 0, atOnce: 0, most: 0, logs };
  const threads = ports.jobThreads;
  if (threads) {
    ports.jobThreads = {
      size: threads.size,
      async run(msg, now) {
        watched.batches++;
        watched.most = Math.max(watched.most, ++watched.atOnce);
        try {
          return await threads.run(msg, now);
        } finally {
          watched.atOnce--;
        }
      },
    } satisfies JobThreads;
  }
  return { ports, watched };
}

const receipts = async (ports: Awaited<ReturnType<typeof portsOn>>["ports"]) =>
  (
    await ports.client.execute(
      `select q."DossierId" as dossier, q.file, count(*) over (partition by q."DossierId") as n,
        (select count(*) from "Outbox" o where o."QuitanceId" = q.id) as mails
       from "Quitance" q where q.mois = '2026-12'`,
    )
  ).rows;

describe("the month's receipts on the Node entry's job threads", () => {
  it("are each made once, stored and queued for e-mail, the batches two at a time", async () => {
    const { ports, watched } = await portsOn("fils", JOB_THREAD);
    expect(ports.jobThreads?.size).toBe(2);
    const report = await runScheduled(ports);
    expect(report.quittances).toMatchObject({ generated: N, errors: 0 });
    expect(watched.batches).toBe(Math.ceil(N / DOSSIERS_PER_MESSAGE));
    expect(watched.most).toBe(2);

    const rows = await receipts(ports);
    expect(rows.map((r) => Number(r.dossier)).sort((a, b) => a - b)).toEqual(dossierIds);
    expect(rows.every((r) => Number(r.n) === 1 && Number(r.mails) === 1)).toBe(true);
    // Written by the threads into the same folder as the main thread's files.
    const first = await ports.files.get(String(rows[0]!.file));
    const text = pdfText(new Uint8Array(await new Response(first!.body).arrayBuffer()));
    // Not paid yet: the term's notice, for December.
    expect(text).toContain("Avis d'échéance");
    expect(text).toContain("période du 1er décembre 2026 au 31 décembre 2026");
    // The run's report, as the Envois screen reads it.
    const run = await ports.client.execute(
      `select generated, queued, errors from "JobRun" where id = ${report.runId}`,
    );
    expect(run.rows[0]).toMatchObject({ generated: N, queued: N, errors: 0 });

    // Run again the same day (the server's timer and a restart): nothing made twice.
    const again = await runScheduled(ports);
    expect(again.quittances.generated).toBe(0);
    expect((await receipts(ports)).length).toBe(N);
    ports.client.close();
  }, 120_000);

  it("two runs at once still make each receipt once", async () => {
    const { ports } = await portsOn("deux", JOB_THREAD);
    const [a, b] = await Promise.all([runScheduled(ports), runScheduled(ports)]);
    expect(a.quittances.generated + b.quittances.generated).toBe(N);
    expect(a.quittances.errors + b.quittances.errors).toBe(0);
    const rows = await receipts(ports);
    expect(rows).toHaveLength(N);
    expect(rows.every((r) => Number(r.n) === 1 && Number(r.mails) === 1)).toBe(true);
    ports.client.close();
  }, 120_000);

  it("a thread that cannot start leaves its batches to the main thread", async () => {
    const { ports, watched } = await portsOn("sans-fil", pathToFileURL(join(dir, "absent.mjs")));
    const report = await runScheduled(ports);
    expect(report.quittances).toMatchObject({ generated: N, errors: 0 });
    // Each batch given to the threads, each run by the main thread instead, and said so in the job's log.
    expect(watched.batches).toBe(Math.ceil(N / DOSSIERS_PER_MESSAGE));
    const refused = watched.logs.filter((l) => l.includes('"event":"job.thread"'));
    expect(refused).toHaveLength(watched.batches);
    expect(refused[0]).toContain("absent.mjs");
    expect((await receipts(ports)).length).toBe(N);
    ports.client.close();
  }, 120_000);
});
