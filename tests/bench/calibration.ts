// The bench's yardstick (issue 22): a fixed CPU-bound loop, the kind of work the server does (2,000 apartment rows
// built, turned into JSON and back, a SHA-256 of each address, the text folded to ASCII and searched), timed in the
// bench's own process at its start and at its end, the best of a few runs kept. Every absolute CPU or time target
// is also checked as a ratio to it (harness.ts): a machine twice as slow takes about twice as long for the loop
// too, so its figures do not read as a regression.
import { createHash } from "node:crypto";

/**
 * The loop's time on the machine where the ratio targets were set (2 shared cores, AMD EPYC, Node 20): 93 to 107 ms
 * on 2026-11-23, rounded. A target of T ms becomes T / REFERENCE_MS (docs/benchmarks.md, issue 22).
 */
export const REFERENCE_MS = 100;
const REPEAT = 6;
const RUNS = 5;

function loop(): number {
  let acc = 0;
  for (let k = 0; k < REPEAT; k++) {
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      id: i + 1,
      adresse: `${((i * 7) % 180) + 1} rue de la République`,
      codePostal: String(75001 + (i % 20)),
      ville: i % 2 ? "Paris" : "Saint-Étienne",
      loyerHC: 45_000 + ((i * 37) % 170_000),
      charge: 3_000 + ((i * 11) % 22_000),
      surface: 15 + (i % 85) + 0.5,
      autresInfo: i % 3 ? null : "Interphone à remplacer ; parquet refait en 2022.",
      createdAt: new Date(Date.UTC(2026, i % 12, (i % 28) + 1)).toISOString(),
    }));
    const text = JSON.stringify({ data: rows });
    const back = (JSON.parse(text) as { data: typeof rows }).data;
    for (const r of back) acc += createHash("sha256").update(r.adresse).digest()[0]!;
    const folded = text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
    acc += folded.split("saint-etienne").length + folded.indexOf("parquet");
  }
  return acc;
}

/** The best of `runs` timings of the loop, in ms (one unmeasured run first: the JIT). */
export function calibrate(runs = RUNS): number {
  let sink = loop();
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    sink += loop();
    best = Math.min(best, performance.now() - t0);
  }
  if (sink === 42) console.log(""); // keeps the work observable
  return best;
}
