// A probe of the bench's uncached read (« Lecture sans cache (API_CACHE=off) : CPU/req », ADR 160), alone:
// `SONDE_AB=<another build's node.mjs> npx tsx tests/bench/sonde-lecture.ts [pairs]`. Runs on the payment probe's
// seeded base (tests/bench/sonde-paiement.ts makes it, in SONDE_DIR): two API servers with API_CACHE=off, A (the
// other build, e.g. a copy of dist/server made before a change, dist-a/server/node.mjs) and B (the current build),
// each on a copy of the base; `GET /api/Appartement/:id` on ids 1 to 2,000 under load as the bench runs it
// (BENCH_CONNECTIONS, BENCH_DURATION seconds a run), runs alternated A, B, A, B..., so that the host's other work
// falls on both alike. Prints the server CPU per request of each run, each pair's ratio B/A and their median.
import { cpSync, existsSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { measureLoad, rotating } from "./load";
import { auRepos, loginHeaders, stop } from "./processes";
import { ADMIN, serverCommand, startApi } from "./servers";

const PAIRS = Number(process.argv[2] ?? 5);
const DIR = process.env.SONDE_DIR ?? "/tmp/sonde-paiement";
const base = join(DIR, "base");
if (!existsSync(join(base, "patrimoine.db")))
  throw new Error(`${base} : lancer d'abord tests/bench/sonde-paiement.ts (la base de la sonde)`);
const scriptA = process.env.SONDE_AB;
if (!scriptA) throw new Error("SONDE_AB=<node.mjs d'un autre build> manque");

async function serveur(name: string, script: string) {
  const dataDir = join(DIR, `lecture-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(base, dataDir, { recursive: true });
  const api = await startApi(name, { ...serverCommand(), script }, dataDir, { API_CACHE: "off" });
  await auRepos(api.pid);
  const headers = await loginHeaders(api.url, ADMIN);
  return { api, headers, dataDir, paths: rotating("/api/Appartement/", 2000) };
}

const mediane = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const a = await serveur("a", scriptA);
const b = await serveur("b", serverCommand().script);
const run = (s: typeof a, label: string) =>
  measureLoad({ url: s.api.url, pid: s.api.pid, headers: s.headers, paths: s.paths }, label);
const [ta, tb, ratios] = [[] as number[], [] as number[], [] as number[]];
for (let i = 0; i < PAIRS; i++) {
  const ra = (await run(a, "A")).cpuPerReq;
  const rb = (await run(b, "B")).cpuPerReq;
  ta.push(ra), tb.push(rb), ratios.push(rb / ra);
}
console.log(
  `lecture sans cache (charge ${loadavg()[0]!.toFixed(2)}) : A ${ta.map((x) => x.toFixed(3)).join(" ")} ; B ${tb.map((x) => x.toFixed(3)).join(" ")} ; B/A médiane ${mediane(ratios).toFixed(3)} (A ${mediane(ta).toFixed(3)} ms, B ${mediane(tb).toFixed(3)} ms)`,
);
for (const s of [a, b]) {
  if (s.api.child) await stop(s.api.child);
  rmSync(s.dataDir, { recursive: true, force: true });
}
process.exit(0);
