// The bench's yardstick (issue 22): a fixed CPU-bound loop, the kind of work the server does (2,000 apartment rows
// built, turned into JSON and back, a SHA-256 of each address, the text folded to ASCII and searched:
// calibration-runner.mjs). Every absolute CPU or time target is also checked as a ratio to it (harness.ts): a machine
// twice as slow takes about twice as long for the loop too, so its figures do not read as a regression.
//
// Issue 64: some machines run the loop at two speeds (a process landing on a busy or throttled core, another
// engineer's build on the same two cores), so one process's best of 5 moved by a third from run to run. It is now
// timed in several node processes of their own, one after the other, at the bench's start and at its end; each
// process's best is printed, and the best of all is the run's unit (the machine's speed when it is not disturbed,
// which is what the reference was taken as).
import { runScript } from "./processes";

/**
 * The loop's time on the machine where the ratio targets were set (2 shared cores, AMD EPYC, Node 20): 93 to 107 ms
 * on 2026-11-23, rounded. A target of T ms becomes T / REFERENCE_MS (docs/benchmarks.md, issue 22).
 */
export const REFERENCE_MS = 100;
const PROCESSES = Number(process.env.BENCH_CALIBRATION_PROCESSES ?? 5);

/** Each process's best time of the loop (ms), `processes` node processes run one after the other. */
export async function calibrate(processes = PROCESSES): Promise<number[]> {
  const runs: number[] = [];
  for (let i = 0; i < processes; i++) {
    const out = await runScript("tests/bench/calibration-runner.mjs", ["3"]);
    runs.push((JSON.parse(out) as { ms: number }).ms);
  }
  return runs;
}

/** The run's unit from the start's and the end's processes, and the line that prints every value. */
export function calibrationOf(atStart: number[], atEnd: number[]) {
  const ms = Math.min(...atStart, ...atEnd);
  const list = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(" · ");
  return {
    ms,
    line: `Étalon (calibration.ts, ${atStart.length} processus au début, ${atEnd.length} à la fin, le meilleur retenu) : ${ms.toFixed(1)} ms ; début ${list(atStart)} ms ; fin ${list(atEnd)} ms ; machine de référence des cibles : ${REFERENCE_MS} ms`,
  };
}
