// A probe of the bench's payment line (ADR 155), alone: `npx tsx tests/bench/sonde-paiement.ts [payments] [runs]`.
// Seeds as the bench does (2,000 apartments; once, kept in SONDE_DIR, today's daily job run on it once), then each
// run starts the built server on a fresh copy, prepares a dossier of 12 terms as compte.ts does, makes 100 payments
// not counted, and prints the server's CPU per payment (user and system) over `payments` more, by blocks of 100.
// SONDE_AB=<another build's node.mjs> (a copy of dist/server made before a change, kept at the same depth, e.g.
// dist-a/server/node.mjs): both servers at once, their payments alternated one by one, so that the host's other work
// falls on both alike; each block's ratio B/A (B: the current build), and their median.
// SONDE_PERF=<file> records `perf` over the counted payments (with BENCH_NODE_ARGS=--perf-basic-prof for names).
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { parisDate } from "../../worker/domain/dates";
import { auRepos, cpuMs, loginHeaders, stop } from "./processes";
import { seed } from "./seed";
import { ADMIN, type ApiServer, serverCommand, startApi } from "./servers";

const PAYMENTS = Number(process.argv[2] ?? 300);
const RUNS = Number(process.argv[3] ?? 1);
const DIR = process.env.SONDE_DIR ?? "/tmp/sonde-paiement";
const PAYMENT = { montant: 50, date: "2026-01-05", mode: "Chèque" };

async function seeded() {
  const base = join(DIR, "base");
  if (existsSync(join(base, "patrimoine.db"))) return base;
  mkdirSync(base, { recursive: true });
  const today = parisDate(new Date());
  await seed(
    join(base, "patrimoine.db"),
    { appartements: 2000, clients: 2000, locataires: 2000 },
    { termes: { dossiers: 2000, jusquA: today.slice(0, 7), aujourdhui: today } },
  );
  const db = createClient({ url: `file:${join(base, "patrimoine.db")}` });
  await db.execute("UPDATE Locataire SET quitanceAuto = 0");
  db.close();
  // One start on the base runs today's daily job (2,000 leases' reminders), which each run's copy then skips.
  const api = await startApi("sonde (tâche du jour)", serverCommand(), base);
  await auRepos(api.pid);
  await new Promise((r) => setTimeout(r, 5000));
  await auRepos(api.pid);
  if (api.child) await stop(api.child);
  return base;
}

/** User and system CPU (ms) of a process so far, from /proc. */
function userSys(pid: number): [number, number] {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return [Number(fields[11]) * 10, Number(fields[12]) * 10];
}

async function post(api: string, headers: Record<string, string>, path: string, body: unknown) {
  const res = await fetch(`${api}${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} : ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

interface Sonde {
  api: ApiServer;
  /** One payment on the prepared dossier. */
  payer(): Promise<unknown>;
  dataDir: string;
}

/** A server of `script` on a copy of the base, its dossier of 12 terms, and 100 payments not counted. */
async function preparer(base: string, name: string, script: string): Promise<Sonde> {
  const dataDir = join(DIR, name);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(base, dataDir, { recursive: true });
  const api = await startApi(name, { ...serverCommand(), script }, dataDir);
  await auRepos(api.pid);
  const headers = await loginHeaders(api.url, ADMIN);
  const list = await fetch(`${api.url}/api/Dossier?limit=1`, { headers });
  const dossier = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  for (let m = 1; m <= 12; m++) {
    const mm = String(m).padStart(2, "0");
    await post(api.url, headers, `/api/Quitance/generate/manual/${dossier}`, {
      date: `2004-${mm}-01`,
      dateFin: `2004-${mm}-28`,
      prixHC: 850,
      charge: 120.5,
    });
  }
  const path = `/api/Dossier/${dossier}/paiements`;
  const payer = () => post(api.url, headers, path, PAYMENT);
  for (let i = 0; i < 100; i++) await payer();
  return { api, payer, dataDir };
}

async function fin(s: Sonde) {
  if (s.api.child) await stop(s.api.child);
  rmSync(s.dataDir, { recursive: true, force: true });
}

const mediane = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One server: CPU per payment by blocks of 100 (the bench's round). */
async function seul(base: string, n: number) {
  const s = await preparer(base, `run-${n}`, process.env.SONDE_SCRIPT ?? serverCommand().script);
  const perf = process.env.SONDE_PERF
    ? spawn(
        "perf",
        ["record", "-F", "1999", "-g", "-p", String(s.api.pid), "-o", process.env.SONDE_PERF],
        { stdio: "ignore" },
      )
    : undefined;
  if (perf) await new Promise((r) => setTimeout(r, 500));
  const [u0, s0] = userSys(s.api.pid);
  const blocks: number[] = [];
  for (let i = 0; i < PAYMENTS; i += 100) {
    const b0 = cpuMs(s.api.pid)!;
    for (let j = 0; j < 100; j++) await s.payer();
    blocks.push((cpuMs(s.api.pid)! - b0) / 100);
  }
  const [u1, s1] = userSys(s.api.pid);
  if (perf) {
    perf.kill("SIGINT");
    await new Promise((r) => perf.once("exit", r));
  }
  const n100 = blocks.length * 100;
  console.log(
    `run ${n}: ${((u1 - u0 + s1 - s0) / n100).toFixed(3)} ms CPU / paiement (user ${((u1 - u0) / n100).toFixed(3)}, sys ${((s1 - s0) / n100).toFixed(3)} ; charge ${loadavg()[0]!.toFixed(2)}) ; blocs de 100 : ${blocks.map((b) => b.toFixed(2)).join(" ")}`,
  );
  await fin(s);
}

/** Two servers, A (SONDE_AB) and B (the current build), their payments alternated: CPU per payment of each, by block. */
async function paire(base: string, n: number, scriptA: string) {
  const a = await preparer(base, `a-${n}`, scriptA);
  const b = await preparer(base, `b-${n}`, serverCommand().script);
  const ratios: number[] = [];
  const [ta, tb] = [[] as number[], [] as number[]];
  for (let i = 0; i < PAYMENTS; i += 100) {
    const [a0, b0] = [cpuMs(a.api.pid)!, cpuMs(b.api.pid)!];
    for (let j = 0; j < 100; j++) {
      await a.payer();
      await b.payer();
    }
    const [da, db] = [(cpuMs(a.api.pid)! - a0) / 100, (cpuMs(b.api.pid)! - b0) / 100];
    ta.push(da);
    tb.push(db);
    ratios.push(db / da);
  }
  console.log(
    `paire ${n} (charge ${loadavg()[0]!.toFixed(2)}) : A ${ta.map((x) => x.toFixed(2)).join(" ")} ; B ${tb.map((x) => x.toFixed(2)).join(" ")} ; B/A médiane ${mediane(ratios).toFixed(3)} (A ${mediane(ta).toFixed(2)} ms, B ${mediane(tb).toFixed(2)} ms)`,
  );
  await Promise.all([fin(a), fin(b)]);
}

const base = await seeded();
for (let n = 1; n <= RUNS; n++)
  if (process.env.SONDE_AB) await paire(base, n, process.env.SONDE_AB);
  else await seul(base, n);
process.exit(0);
