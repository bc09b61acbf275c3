// `npm run bench -- --ladder` (issue 64): every figure at 2,000 and at 20,000 leases in the same run. Seeds both sizes
// (owners, tenants, every apartment let, a year of terms and payments, their bank lines, mandates: seed.ts), times
// the whole jobs of each size one after the other (jobs.ts), then starts a Node server on each size's data and
// measures the per-request figures in interleaved rounds (requests.ts), both servers up; prints per figure both
// medians, their ratio, the growth exponent and PASS/MISS (figures.ts). The calibration loop, in processes of its
// own at the start and at the end, is the unit of the one absolute time target (the month's receipts).
//
// `npm run bench -- --ladder --json [file]` also writes the run as JSON (default docs/bench/<day>-ladder.json).
// Knobs (env): BENCH_LADDER_SIZES ("2000,20000"), BENCH_LADDER_ROUNDS (per-request rounds, 3),
// BENCH_LADDER_JOB_ROUNDS (whole jobs' rounds at the small size, 2), BENCH_LADDER_JOB_ROUNDS_LARGE (at the large
// one, 1), BENCH_LADDER_ONLY (figure keys, "recherche,page": those per-request figures alone, no job), and load.ts's
// BENCH_DURATION / BENCH_WARMUP / BENCH_CONNECTIONS.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parisDate } from "../../../worker/domain/dates";
import { calibrate, calibrationOf, REFERENCE_MS } from "../calibration";
import { load, machineLine, runRounds } from "../harness";
import { auRepos, loginHeaders, onCleanup } from "../processes";
import { seed } from "../seed";
import { ADMIN, serverCommand, startApi } from "../servers";
import { commit, jsonTarget, round3 } from "../trend";
import { evaluateLadder, ladderFigures, ladderTable, record, type Values } from "./figures";
import {
  measureDaily,
  measureInProcess,
  measureReceipts,
  prepareBase,
  type SizeDirs,
} from "./jobs";
import { pagePath, requestSteps, type SizedServer } from "./requests";

const SIZES = (process.env.BENCH_LADDER_SIZES ?? "2000,20000").split(",").map(Number) as [
  number,
  number,
];
const ROUNDS = Number(process.env.BENCH_LADDER_ROUNDS ?? 3);
const JOB_ROUNDS = [
  Number(process.env.BENCH_LADDER_JOB_ROUNDS ?? 2),
  Number(process.env.BENCH_LADDER_JOB_ROUNDS_LARGE ?? 1),
];
const TODAY = parisDate(new Date());
/** BENCH_LADDER_ONLY: the figures measured, by key; undefined, all of them. */
const ONLY = process.env.BENCH_LADDER_ONLY?.split(",").filter(Boolean);

async function seedSize(root: string, size: number, values: Values): Promise<SizeDirs> {
  const dirs = {
    size,
    root: join(root, String(size)),
    base: join(root, String(size), "base"),
    today: TODAY,
  };
  mkdirSync(dirs.base, { recursive: true });
  const t0 = performance.now();
  const counts = await seed(
    join(dirs.base, "patrimoine.db"),
    { appartements: size, clients: size, locataires: size },
    {
      tousLoues: true,
      lodz: true,
      termes: { dossiers: size, jusquA: TODAY.slice(0, 7), aujourdhui: TODAY },
    },
  );
  const ms = performance.now() - t0;
  record(values, "seed", size, ms);
  console.log(
    `[ladder] ${size} baux : base remplie en ${(ms / 1000).toFixed(1)} s : ${JSON.stringify(counts)}`,
  );
  await prepareBase(dirs);
  return dirs;
}

export async function ladder() {
  const started = performance.now();
  const loadAtStart = load();
  const atStart = await calibrate();
  console.log(`[ladder] étalon au début : ${atStart.map((x) => x.toFixed(1)).join(" · ")} ms`);
  const root = mkdtempSync(join(tmpdir(), "patrimoine-ladder-"));
  onCleanup(() => rmSync(root, { recursive: true, force: true }));
  const values: Values = new Map();
  const sizes: SizeDirs[] = [];
  for (const size of SIZES) sizes.push(await seedSize(root, size, values));

  // The whole jobs, size after size: each holds the machine alone (no server measured meanwhile).
  for (const [i, dirs] of ONLY ? [] : sizes.entries()) {
    const rec = (key: string, v: number) => record(values, key, dirs.size, v);
    const rounds = JOB_ROUNDS[i]!;
    await measureDaily(dirs, rounds, rec);
    await measureReceipts(dirs, rounds, rec);
    await measureInProcess(dirs, rounds, rec);
  }

  // One Node server per size on its data (the day's job already run on it), measured in interleaved rounds.
  const command = serverCommand();
  const servers: SizedServer[] = [];
  for (const dirs of sizes) {
    const api = await startApi(`serveur ${dirs.size}`, command, dirs.base);
    servers.push({ size: dirs.size, api, headers: await loginHeaders(api.url, ADMIN) });
  }
  // Their start's daily job (today's, already run on this data: one read) and sweep done before measuring.
  for (const s of servers) await auRepos(s.api.pid);
  const page = await pagePath(servers[0]!);
  await runRounds(
    ROUNDS,
    servers.flatMap((s) => requestSteps(s, page, (key, v) => record(values, key, s.size, v), ONLY)),
  );

  const atEnd = await calibrate();
  const cal = calibrationOf(atStart, atEnd);
  const minutes = (performance.now() - started) / 60_000;
  const lines = ladderFigures(page, SIZES[1])
    .filter((f) => !ONLY || ONLY.includes(f.key))
    .map((f) => evaluateLadder(f, values, SIZES, cal.ms));
  console.log(`\n${ladderTable(lines, SIZES)}\n`);
  console.log(cal.line);
  const rounds = `${ROUNDS} tours entrelacés par requête ; tâches entières : ${JOB_ROUNDS[0]} tour(s) à ${SIZES[0]} baux, ${JOB_ROUNDS[1]} à ${SIZES[1]} (médiane)`;
  console.log(machineLine(loadAtStart, `${rounds} ; durée totale ${minutes.toFixed(1)} min`));
  const missing = lines.filter((l) => l.verdict === "MISS" && l.count.includes(0));
  if (missing.length) {
    console.error(`[ladder] sans mesure : ${missing.map((l) => l.label).join(", ")}`);
    process.exitCode = 1;
  }
  const file = jsonTarget(process.argv.slice(2), `${TODAY}-ladder`);
  if (!file) return;
  const doc = {
    date: new Date().toISOString(),
    commit: commit(),
    kind: "ladder",
    sizes: SIZES,
    machine: machineLine(loadAtStart, rounds),
    loadAtStart,
    loadAtEnd: loadavg()
      .map((l) => Number(l.toFixed(2)))
      .join(" / "),
    calibrationMs: round3(cal.ms),
    calibrationRuns: { start: atStart.map(round3), end: atEnd.map(round3) },
    referenceCalibrationMs: REFERENCE_MS,
    minutes: Number(minutes.toFixed(1)),
    figures: lines.map((l) => ({
      name: l.label,
      target: l.target,
      small: round3(l.small),
      large: round3(l.large),
      shown: l.shown,
      ratio: round3(l.ratio),
      exponent: round3(l.exponent),
      rounds: l.count,
      verdict: l.verdict,
    })),
  };
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`[ladder] chiffres écrits dans ${file}`);
}
