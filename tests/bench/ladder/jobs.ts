// The ladder's whole jobs (issue 64) at one size, one after the other, each on its own copy of the size's seeded
// data (or a database of its own where the default bench's set-up makes one): the daily job and the month's receipts
// run by the Node entry's job in a process of its own (job-runner.ts), then the default bench's set-ups
// parameterised by the size: a payout batch (one owner per 4 leases), a direct debit batch (one term per lease), the
// FEC of the year, the same 5,000-line statement matched against the size's database, the portfolio's import.
import { cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { addMonths } from "../../../worker/domain/dates";
import { classeurGenere } from "../../support/portefeuille-genere";
import { measureBanque, openBanque } from "../banque";
import { measureFec, openFec } from "../fec";
import { measurePrelevement, openPrelevements } from "../prelevements";
import { ROOT, runScript } from "../processes";
import { serverCommand } from "../servers";
import { measureReprise } from "../reprise";
import { measureReversement, openReversements } from "../reversements";

export interface SizeDirs {
  size: number;
  root: string;
  /** The seeded data folder (patrimoine.db), where the day's job has run once all jobs are measured. */
  base: string;
  /** "YYYY-MM-DD": the seeded terms run up to this day's month. */
  today: string;
}

type Rec = (key: string, v: number) => void;

interface JobRun {
  ms: number;
  /** From the run's start to its last receipt batch done. */
  receiptsMs: number | null;
  /** The process's CPU (all its threads) over the same span. */
  receiptsCpuMs: number | null;
  cpuMs: number;
  rssMb: number;
  generated: number;
  failed: number;
}

const db = (dir: string) => join(dir, "patrimoine.db");
const copy = (from: string, to: string) => (cpSync(from, to, { recursive: true }), to);
const log = (text: string) => process.stdout.write(`[ladder] ${text}\n`);

/** dist/server/job-thread.mjs, built first when stale (as the server the bench measures): the job threads' module. */
let jobThread: string | undefined;
function builtJobThread(): string {
  if (!jobThread) {
    serverCommand();
    jobThread = join(ROOT, "dist", "server", "job-thread.mjs");
  }
  return jobThread;
}

function runJob(dataDir: string, at: string): Promise<JobRun> {
  return runScript("tests/bench/ladder/job-runner.ts", [dataDir, at], ["--import", "tsx"], {
    ...process.env,
    JOB_THREAD: builtJobThread(),
  }).then(
    // The job's own log lines come first (ports.log): the figures are the last line.
    (out) => JSON.parse(out.trim().split("\n").at(-1) ?? "") as JobRun,
  );
}

/**
 * Every tenant and apartment on automatic receipts, every lease's term on the 1st: the next month's job makes one
 * receipt per running lease (the seed's `tousLoues`: one per apartment).
 */
export async function prepareBase(dirs: SizeDirs) {
  const client = createClient({ url: `file:${db(dirs.base)}` });
  await client.executeMultiple(
    "UPDATE Locataire SET quitanceAuto = 1; UPDATE Appartement SET quitanceAuto = 1; UPDATE Dossier SET jourQuitance = 1;",
  );
  client.close();
}

/**
 * The daily job of today on the seeded data (its first run: the reminders of the year's unpaid terms, the leases to
 * close...), `rounds` times: the first on the base itself (the server and the other jobs then start from a database
 * whose day has run, as a deployed one's has), the others on copies taken before it.
 */
export async function measureDaily(dirs: SizeDirs, rounds: number, rec: Rec) {
  const copies = Array.from({ length: rounds - 1 }, (_, i) =>
    copy(dirs.base, join(dirs.root, `quotidien-${i + 2}`)),
  );
  for (const dir of [dirs.base, ...copies]) {
    const r = await runJob(dir, `${dirs.today}T07:00:00Z`);
    rec("quotidien", r.ms), rec("quotidien.cpu", r.cpuMs);
    log(
      `${dirs.size} baux, tâche quotidienne : ${(r.ms / 1000).toFixed(2)} s, CPU ${(r.cpuMs / 1000).toFixed(2)} s, RSS max ${r.rssMb.toFixed(0)} Mo`,
    );
  }
}

/** The next month's receipts of every running lease, made by the job of its 1st, on a copy of the base each round. */
export async function measureReceipts(dirs: SizeDirs, rounds: number, rec: Rec) {
  const month = addMonths(`${dirs.today.slice(0, 7)}-01`, 1).slice(0, 7);
  for (let i = 1; i <= rounds; i++) {
    const dir = copy(dirs.base, join(dirs.root, `quittances-${i}`));
    const r = await runJob(dir, `${month}-01T07:00:00Z`);
    if (r.generated < dirs.size || r.failed)
      throw new Error(
        `${dirs.size} baux : ${r.generated} quittances faites, ${r.failed} en échec pour ${month}`,
      );
    rec("quittances", r.ms), rec("quittances.cpu", r.cpuMs);
    if (r.receiptsMs !== null) rec("quittances.faites", r.receiptsMs);
    if (r.receiptsCpuMs !== null) rec("quittances.faites.cpu", r.receiptsCpuMs);
    log(
      `${dirs.size} baux, tâche du 1er du mois : ${r.generated} quittances faites en ${((r.receiptsMs ?? Number.NaN) / 1000).toFixed(2)} s (CPU ${((r.receiptsCpuMs ?? Number.NaN) / 1000).toFixed(2)} s), la tâche entière en ${(r.ms / 1000).toFixed(2)} s, CPU ${(r.cpuMs / 1000).toFixed(2)} s, RSS max ${r.rssMb.toFixed(0)} Mo`,
    );
  }
}

/** The in-process jobs of the default bench, parameterised by the size, `rounds` times each. */
export async function measureInProcess(dirs: SizeDirs, rounds: number, rec: Rec) {
  const { size, root } = dirs;
  const fec = await openFec(db(copy(dirs.base, join(root, "fec"))));
  for (let i = 0; i < rounds; i++) rec("fec", (await measureFec(fec)).ms);
  fec.close();
  log(`${size} baux : FEC mesuré`);

  const banque = await openBanque(db(copy(dirs.base, join(root, "banque"))), size);
  for (let i = 1; i <= rounds; i++)
    rec("banque", (await measureBanque(banque.t, banque.people, i)).ms);
  banque.t.close();
  log(`${size} baux : relevé mesuré`);

  mkdirSync(join(root, "reversements"));
  const rev = await openReversements(db(join(root, "reversements")), size / 4);
  for (let i = 0; i < rounds; i++) {
    const f = await measureReversement(rev, i);
    rec("reversement", f.preparer + f.fichier + f.valider);
  }
  rev.close();
  log(`${size} baux : reversement mesuré`);

  mkdirSync(join(root, "prelevements"));
  const pre = await openPrelevements(db(join(root, "prelevements")), size);
  for (let i = 0; i < rounds; i++) {
    const f = await measurePrelevement(pre, i);
    rec("prelevement", f.preparer + f.fichier + f.valider);
  }
  pre.close();
  log(`${size} baux : prélèvement mesuré`);

  const classeur = await classeurGenere(size);
  for (let i = 1; i <= rounds; i++) {
    const f = await measureReprise(join(root, `reprise-${i}`), classeur);
    rec("reprise", f.essaiMs + f.importMs);
  }
  log(`${size} baux : reprise mesurée`);
}
