// The bench's harness: every measurement runs in rounds interleaved (a, b, c, a, b, c...) so that the shared
// machine's noise falls on all of them alike; each figure is the median of its rounds, compared with its target,
// and printed in one final table with the machine it ran on.
import { cpus, loadavg, totalmem } from "node:os";

/** The values one round measured, by key (a measurement may record several). */
export type Round = Map<string, number>;

export interface Step {
  name: string;
  run: (record: (key: string, value: number) => void, round: number) => Promise<void>;
}

export interface Figure {
  label: string;
  /** The target as printed ("≥ 40 %"), or "référence" / "info" for figures without one. */
  target: string;
  /** Its value in one round, from what that round measured (ratios use the same round's two figures). */
  value: (r: Round) => number | undefined;
  format: (v: number) => string;
  /** Absent for references and information lines: no PASS/MISS. */
  pass?: (v: number) => boolean;
  /** An absolute time target (ms, the unit of `value`): also checked as a ratio to the calibration loop. */
  limit?: number;
}

/** The calibration loop's time in this run and on the machine where the ratio targets were set (calibration.ts). */
export interface Calibration {
  ms: number;
  referenceMs: number;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Runs every step once per round, in the same order each round; a failing step is reported, not fatal. */
export async function runRounds(rounds: number, steps: Step[]): Promise<Round[]> {
  const results: Round[] = [];
  for (let round = 1; round <= rounds; round++) {
    const values: Round = new Map();
    for (const step of steps) {
      const t0 = performance.now();
      process.stdout.write(`[bench] tour ${round}/${rounds} : ${step.name}...`);
      try {
        await step.run((key, value) => values.set(key, value), round);
        process.stdout.write(` ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
      } catch (e) {
        process.stdout.write(" échec\n");
        console.error(`[bench] ${step.name} (tour ${round}) :`, e instanceof Error ? e.message : e);
      }
    }
    results.push(values);
  }
  return results;
}

const ok = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v);

/** A figure's verdict in a run: its median, each round's value, PASS/MISS, and its ratio to the calibration loop. */
export interface Evaluated {
  median?: number;
  values: (number | undefined)[];
  /** PASS/MISS by the absolute target; "—" for references and information lines. */
  absolute: "PASS" | "MISS" | "—";
  /** For an absolute time target with a calibration: the median and the target over the calibration loop's time. */
  ratio?: { value?: number; target: number; verdict: "PASS" | "MISS" };
  /** The line's verdict: the ratio's when there is one, else the absolute one. */
  verdict: "PASS" | "MISS" | "—";
}

export function evaluate(f: Figure, rounds: Round[], cal?: Calibration): Evaluated {
  const values = rounds.map((r) => f.value(r));
  const measured = values.filter(ok);
  const med = measured.length ? median(measured) : undefined;
  const absolute = !f.pass ? "—" : med !== undefined && f.pass(med) ? "PASS" : "MISS";
  if (!cal || f.limit === undefined || !f.pass)
    return { median: med, values, absolute, verdict: absolute };
  // Checking the ratio against limit / referenceMs is checking the figure scaled to the reference machine.
  const verdict = med !== undefined && f.pass((med * cal.referenceMs) / cal.ms) ? "PASS" : "MISS";
  const ratio = {
    value: med === undefined ? undefined : med / cal.ms,
    target: f.limit / cal.referenceMs,
    verdict,
  } as const;
  return { median: med, values, absolute, ratio, verdict };
}

/**
 * One line per figure: its target, the median of its rounds, each round's value and PASS/MISS. With a calibration,
 * a figure with an absolute time `limit` also shows its median over the calibration loop's time and the target as
 * the same ratio on the reference machine; its PASS/MISS is then the ratio's, the absolute one beside it.
 */
export function table(figures: Figure[], rounds: Round[], cal?: Calibration): string {
  const rows = figures.map((f) => {
    const e = evaluate(f, rounds, cal);
    const row = [
      f.label,
      f.target,
      e.median === undefined ? "n/d" : f.format(e.median),
      e.values.map((v) => (ok(v) ? f.format(v) : "n/d")).join(" · "),
    ];
    if (!cal) return [...row, e.verdict];
    if (!e.ratio) return [...row, "", "", "", e.verdict];
    const sign = f.target.startsWith("<") ? "<" : "≤";
    return [
      ...row,
      e.absolute,
      `${sign} ${fmt.ratio(e.ratio.target)}`,
      e.ratio.value === undefined ? "n/d" : fmt.ratio(e.ratio.value),
      e.verdict,
    ];
  });
  const head = ["Mesure", "Cible", "Médiane", `${rounds.length} mesures`];
  if (cal) head.push("Absolu", "Cible / étalon", "Médiane / étalon");
  head.push("PASS/MISS");
  const right = (i: number) => i === 2 || i === 3 || (cal !== undefined && (i === 5 || i === 6));
  return markdownTable(head, rows, right);
}

/** A Markdown table, each column padded to its widest cell, the `right` ones aligned right (the bench's tables). */
export function markdownTable(
  head: string[],
  rows: string[][],
  right: (i: number) => boolean,
): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (right(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(" | ")} |`;
  return [
    line(head),
    `|${widths.map((w, i) => (right(i) ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`,
    ...rows.map(line),
  ].join("\n");
}

/** The figures with a target that no round could measure. */
export function unmeasured(figures: Figure[], rounds: Round[]): string[] {
  return figures.filter((f) => f.pass && !rounds.some((r) => ok(f.value(r)))).map((f) => f.label);
}

/** The load average as "1 min / 5 min / 15 min". */
export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");

export function machineLine(loadAtStart: string, extra: string): string {
  const cpu = cpus();
  const mem = Math.round(totalmem() / 2 ** 30);
  return `Machine : ${cpu.length} cœurs (${cpu[0]?.model ?? "?"}), ${mem} Go, Node ${process.version} ; charge moyenne (1/5/15 min) au début ${loadAtStart}, à la fin ${load()} ; ${extra}`;
}

// Formats for the table (thousands grouped with a plain space: the table is read in a terminal).
const group = (v: number) => String(Math.round(v)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
export const fmt = {
  rps: (v: number) => `${group(v)} req/s`,
  pct: (v: number) => `${(v * 100).toFixed(1)} %`,
  ms: (v: number) => (v < 10 ? `${v.toFixed(3)} ms` : `${v.toFixed(1)} ms`),
  s: (v: number) => `${(v / 1000).toFixed(2)} s`,
  bytes: (v: number) => `${group(v)} o`,
  mb: (v: number) => `${v.toFixed(0)} Mo`,
  /** A time over the calibration loop's time: "× étalon", three significant digits. */
  ratio: (v: number) => `${v >= 1000 ? v.toFixed(0) : v.toPrecision(3)} × étalon`,
};
