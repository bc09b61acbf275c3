// `npm run bench:dashboard`: the dashboard's figure of `npm run bench` alone, on the same data (2,000 apartments,
// 24,000 terms of the last 12 months with their payments): GET /api/dashboard under load on the real Node server,
// its server CPU per request. Target ≤ 30 ms (issue 20). Prints PASS/MISS; never fails on it.
//
// Knobs (env): BENCH_ROUNDS (3), and those of load.ts (BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { addMonths, parisDate } from "../../worker/domain/dates";
import { seed } from "./seed";
import { cleanupAll, loginHeaders, onCleanup } from "./processes";
import { ADMIN, serverCommand, startApi } from "./servers";
import { measureLoad } from "./load";
import { fmt, machineLine, load, runRounds, table, type Figure } from "./harness";

const N = 2000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TODAY = parisDate(new Date());

async function main() {
  const loadAtStart = load();
  const root = mkdtempSync(join(tmpdir(), "patrimoine-bench-dashboard-"));
  onCleanup(() => rmSync(root, { recursive: true, force: true }));
  const dataDir = join(root, "data");
  mkdirSync(dataDir);
  const counts = await seed(
    join(dataDir, "patrimoine.db"),
    { appartements: N, clients: N, locataires: N },
    { termes: { dossiers: 2000, jusquA: TODAY.slice(0, 7), aujourdhui: TODAY } },
  );
  const db = createClient({ url: `file:${join(dataDir, "patrimoine.db")}` });
  await db.execute("UPDATE Locataire SET quitanceAuto = 0");
  db.close();
  console.log(`[bench:dashboard] ${JSON.stringify(counts)}`);
  const api = await startApi("serveur", serverCommand(), dataDir);
  const headers = await loginHeaders(api.url, ADMIN);
  const board = (await (await fetch(`${api.url}/api/dashboard`, { headers })).json()) as {
    encaissements: { mois: string; du: number; encaisse: number }[];
    impayes: Record<string, number>;
  };
  if (board.encaissements.length !== 12 || board.encaissements.at(-1)!.mois !== TODAY.slice(0, 7))
    throw new Error("encaissements : 12 mois attendus jusqu'au mois courant");
  console.log(
    `[bench:dashboard] ${board.encaissements[0]!.mois} → ${addMonths(`${board.encaissements[0]!.mois}-01`, 11).slice(0, 7)} ; impayés ${JSON.stringify(board.impayes)}`,
  );
  const rounds = await runRounds(ROUNDS, [
    {
      name: "GET /api/dashboard",
      run: async (rec) =>
        rec(
          "dashboard.cpu",
          (
            await measureLoad(
              { url: `${api.url}/api/dashboard`, pid: api.pid, headers },
              "GET /api/dashboard",
            )
          ).cpuPerReq,
        ),
    },
  ]);
  const figures: Figure[] = [
    {
      label: "GET /api/dashboard (24 000 échéances) : CPU serveur/req",
      target: "≤ 30 ms",
      value: (r) => r.get("dashboard.cpu"),
      format: fmt.ms,
      pass: (v) => v <= 30,
    },
  ];
  console.log(`\n${table(figures, rounds)}\n`);
  console.log(machineLine(loadAtStart, `${ROUNDS} tours`));
}

try {
  await main();
} catch (e) {
  console.error("[bench:dashboard] échec :", e);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
