// `npm run bench -- --json [file]` (issue 43, item 5): the run's figures as JSON, one file per merged capability
// under docs/bench/ (docs/bench/README.md), so that a slowdown shows in review as a diff of two files.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname } from "node:path";
import { evaluate, type Calibration, type Figure, type Round } from "./harness";

/** The file `--json` names: the argument after it, else docs/bench/<Paris day>.json; undefined without `--json`. */
export function jsonTarget(argv: string[], day: string): string | undefined {
  const at = argv.indexOf("--json");
  if (at < 0) return undefined;
  const next = argv[at + 1];
  return next && !next.startsWith("--") ? next : `docs/bench/${day}.json`;
}

export const commit = () => {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return null;
  }
};

export const round3 = (v: number | undefined) =>
  v === undefined || !Number.isFinite(v) ? null : Number(v.toPrecision(4));

/** Writes the run's figures to `file`: the machine, the calibration, and per figure its value, target and verdict. */
export function writeTrend(
  file: string,
  run: {
    figures: Figure[];
    rounds: Round[];
    cal: Calibration;
    loadAtStart: string;
    minutes: number;
  },
) {
  const { figures, rounds, cal } = run;
  const cpu = cpus();
  const doc = {
    date: new Date().toISOString(),
    commit: commit(),
    machine: {
      cores: cpu.length,
      model: cpu[0]?.model ?? null,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAtStart: run.loadAtStart,
      loadAtEnd: loadavg()
        .map((l) => Number(l.toFixed(2)))
        .join(" / "),
    },
    calibrationMs: round3(cal.ms),
    referenceCalibrationMs: cal.referenceMs,
    rounds: rounds.length,
    minutes: Number(run.minutes.toFixed(1)),
    figures: figures.map((f) => {
      const e = evaluate(f, rounds, cal);
      return {
        name: f.label,
        target: f.target,
        value: round3(e.median),
        shown: e.median === undefined ? null : f.format(e.median),
        values: e.values.map(round3),
        ratio: e.ratio ? round3(e.ratio.value) : null,
        ratioTarget: e.ratio ? round3(e.ratio.target) : null,
        absolute: e.absolute,
        verdict: e.verdict,
      };
    }),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`[bench] chiffres écrits dans ${file}`);
}
