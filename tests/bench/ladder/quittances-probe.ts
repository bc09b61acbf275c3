// The ladder's month of receipts alone, to time a change in a few seconds (ADR 142): seeds the ladder's data once at
// one size into a folder kept between runs (as ladder.ts's seedSize and jobs.ts's prepareBase), then runs the
// receipts' job (jobs.ts's measureReceipts: job-runner.ts in a process of its own, the built job threads) on a fresh
// copy of it each round and prints the median with the machine's load, and, with BENCH_ETALON=1, the median brought to
// the reference machine by the calibration loop run before and after (as the ladder's 20,000 line).
// `npx tsx tests/bench/ladder/quittances-probe.ts <folder> [size 2000] [rounds 3]`
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parisDate } from "../../../worker/domain/dates";
import { calibrate, calibrationOf, REFERENCE_MS } from "../calibration";
import { seed } from "../seed";
import { measureDaily, measureReceipts, prepareBase, type SizeDirs } from "./jobs";

const [root, sizeArg, roundsArg] = process.argv.slice(2);
if (!root) throw new Error("usage : quittances-probe.ts <dossier> [baux] [tours]");
const size = Number(sizeArg ?? 2000);
const today = parisDate(new Date());
const dirs: SizeDirs = { size, root: join(root, `${size}-${today}`), base: "", today };
dirs.base = join(dirs.root, "base");
if (!existsSync(join(dirs.base, "patrimoine.db"))) {
  mkdirSync(dirs.base, { recursive: true });
  await seed(
    join(dirs.base, "patrimoine.db"),
    { appartements: size, clients: size, locataires: size },
    {
      tousLoues: true,
      lodz: true,
      termes: { dossiers: size, jusquA: today.slice(0, 7), aujourdhui: today },
    },
  );
  await prepareBase(dirs);
  // As the ladder: today's daily job run once on the base (its first run's reminders are not the month's job's).
  await measureDaily(dirs, 1, () => {});
}
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
const times: number[] = [];
const cpus: number[] = [];
const loadAtStart = load();
const etalon = process.env.BENCH_ETALON === "1";
const atStart = etalon ? await calibrate() : [];
for (let i = 0; i < Number(roundsArg ?? 3); i++) {
  await measureReceipts(dirs, 1, (key, v) => {
    if (key === "quittances.faites") times.push(v);
    if (key === "quittances.faites.cpu") cpus.push(v);
  });
  rmSync(join(dirs.root, "quittances-1"), { recursive: true, force: true });
}
const seconds = (xs: number[]) => xs.map((t) => (t / 1000).toFixed(2)).join(" · ");
const median = (xs: number[]) =>
  ([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN) / 1000;
console.log(
  `[sonde] ${size} baux : quittances faites en ${seconds(times)} s, médiane ${median(times).toFixed(2)} s ; CPU ${seconds(cpus)} s, médiane ${median(cpus).toFixed(2)} s ; charge ${loadAtStart} → ${load()}`,
);
if (etalon) {
  const cal = calibrationOf(atStart, await calibrate());
  console.log(cal.line);
  console.log(
    `[sonde] ramené à l'étalon : ${((median(times) * REFERENCE_MS) / cal.ms).toFixed(2)} s`,
  );
}
