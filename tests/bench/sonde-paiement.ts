// A probe of the bench's payment line (ADR 155), alone: `npx tsx tests/bench/sonde-paiement.ts [payments] [runs]`.
// Seeds as the bench does (2,000 apartments; once, kept in SONDE_DIR), then each run starts the built server on a
// fresh copy, prepares the dossier of 12 terms as compte.ts does and prints the server CPU per payment of
// `payments` payments (after 100 not counted) with the load average. `BENCH_NODE_ARGS="--cpu-prof
// --cpu-prof-dir=/tmp/prof"` profiles the server (the profile is written when it stops).
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { parisDate } from "../../worker/domain/dates";
import { auRepos, cpuMs, loginHeaders, stop } from "./processes";
import { seed } from "./seed";
import { ADMIN, serverCommand, startApi } from "./servers";

const PAYMENTS = Number(process.argv[2] ?? 300);
const RUNS = Number(process.argv[3] ?? 1);
const DIR = process.env.SONDE_DIR ?? "/tmp/sonde-paiement";

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
    headers: {
      ...headers,
      "Content-Type": "application/json",
      ...(process.env.SONDE_IDENTITE ? { "Accept-Encoding": "identity" } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} : ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

async function run(base: string, n: number) {
  const dataDir = join(DIR, `run-${n}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(base, dataDir, { recursive: true });
  // SONDE_SCRIPT: another build to compare with (A/B), e.g. a copy of dist/server made before a change.
  const command = serverCommand();
  const script = process.env.SONDE_SCRIPT ?? command.script;
  const api = await startApi("sonde", { ...command, script }, dataDir);
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
  const payment = { montant: 50, date: "2026-01-05", mode: "Chèque" };
  const path = `/api/Dossier/${dossier}/paiements`;
  for (let i = 0; i < 100; i++) await post(api.url, headers, path, payment);
  // perf (with BENCH_NODE_ARGS=--perf-basic-prof for the JavaScript's names) over the measured payments only.
  const perf = process.env.SONDE_PERF
    ? spawn(
        "perf",
        ["record", "-F", "1999", "-g", "-p", String(api.pid), "-o", process.env.SONDE_PERF],
        {
          stdio: "ignore",
        },
      )
    : undefined;
  if (perf) await new Promise((r) => setTimeout(r, 500));
  if (process.env.SONDE_MARK) console.log("MARK-DEBUT");
  const s0 = userSys(api.pid);
  const c0 = cpuMs(api.pid)!;
  // By blocks of 100 (the bench's round): the smallest is the least disturbed by the host's other work.
  const blocks: number[] = [];
  for (let i = 0; i < PAYMENTS; i += 100) {
    const b0 = cpuMs(api.pid)!;
    for (let j = i; j < Math.min(PAYMENTS, i + 100); j++) await post(api.url, headers, path, payment);
    blocks.push((cpuMs(api.pid)! - b0) / Math.min(100, PAYMENTS - i));
  }
  const c1 = cpuMs(api.pid)!;
  const s1 = userSys(api.pid);
  if (perf) {
    perf.kill("SIGINT");
    await new Promise((r) => perf.once("exit", r));
  }
  console.log(
    `run ${n}: ${((c1 - c0) / PAYMENTS).toFixed(3)} ms CPU / paiement (user ${((s1[0] - s0[0]) / PAYMENTS).toFixed(3)}, sys ${((s1[1] - s0[1]) / PAYMENTS).toFixed(3)} ; charge ${loadavg()[0]!.toFixed(2)}) ; blocs de 100 : ${blocks.map((b) => b.toFixed(2)).join(" ")} ; min ${Math.min(...blocks).toFixed(2)}`,
  );
  if (process.env.SONDE_VERSION) {
    const v0 = cpuMs(api.pid)!;
    for (let i = 0; i < PAYMENTS; i++) await (await fetch(`${api.url}/api/version`)).text();
    const v1 = cpuMs(api.pid)!;
    for (let i = 0; i < PAYMENTS; i++)
      await (await fetch(`${api.url}/api/Dossier/${dossier}/compte`, { headers })).text();
    const v2 = cpuMs(api.pid)!;
    console.log(
      `  GET /api/version ${((v1 - v0) / PAYMENTS).toFixed(3)} ms ; GET compte ${((v2 - v1) / PAYMENTS).toFixed(3)} ms`,
    );
  }
  if (api.child) await stop(api.child);
  rmSync(dataDir, { recursive: true, force: true });
}

const base = await seeded();
for (let n = 1; n <= RUNS; n++) await run(base, n);
process.exit(0);
