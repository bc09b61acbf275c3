// `npm run bench:recherche` (issue 72 item 2, ADR 098): the list search from the FTS5 index beside the plain form it
// replaced (every row's text folded on each query), in process, on the bench seed with every other apartment in
// Łódź (seed.ts `lodz`), at BENCH_RECHERCHE_N apartments, clients and tenants (20,000). CPU of the process per
// request (process.cpuUsage), best and median of 7 after a warm-up, for each form; the index's rows checked equal to
// the plain form's. Never fails on the times.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SessionUser } from "../../worker/auth/session-user";
import { nodePorts } from "../../worker/entry/node-ports";
import { listRecords } from "../../worker/services/crud";
import type { Recherche } from "../../worker/services/crud-page";
import { RESOURCES } from "../../worker/services/resources";
import { globalSearch } from "../../worker/services/search";
import { seed } from "./seed";

const N = Number(process.env.BENCH_RECHERCHE_N ?? 20_000);
const RUNS = 7;
const ADMIN: SessionUser = {
  id: 1,
  email: "bench@patrimoine-locatif.fr",
  role: "admin",
  mustSetPassword: false,
  tokenVersion: 0,
  epoch: 0,
  deuxFacteurs: false,
  totpActif: false,
  clesAcces: 0,
  deuxFacteursRequis: false,
};
const QUERIES: [string, Record<string, string>][] = [
  ["Appartement", { q: "ksiezy mlyn lodz", taille: "50" }],
  ["Appartement", { q: "lodz", taille: "50" }],
  ["Appartement", { q: "voltaire", limit: "20" }],
  ["Appartement", { q: "lo", limit: "20" }],
  ["Locataire", { q: "martin", taille: "50", tri: "nom" }],
  ["Dossier", { q: "ksiezy", taille: "50" }],
  ["Client", { q: "lefevre", limit: "20" }],
];

const dataDir = mkdtempSync(join(tmpdir(), "pl-bench-recherche-"));
try {
  const t0 = performance.now();
  await seed(
    join(dataDir, "patrimoine.db"),
    { appartements: N, clients: N, locataires: N },
    { lodz: true },
  );
  console.log(
    `[bench:recherche] ${N} appartements, clients et locataires en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const ports = await nodePorts({ DATA_DIR: dataDir });
  const cpu = async (run: () => Promise<unknown>) => {
    const c0 = process.cpuUsage();
    await run();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000;
  };
  const timed = async (run: () => Promise<unknown>) => {
    await run();
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) ms.push(await cpu(run));
    ms.sort((a, b) => a - b);
    return `${ms[0]!.toFixed(1)} / ${ms[RUNS >> 1]!.toFixed(1)} ms`;
  };
  console.log("| Requête | rangs | pli (meilleur / médiane) | index (meilleur / médiane) |");
  console.log("|---|---:|---:|---:|");
  for (const [resource, query] of QUERIES) {
    const def = RESOURCES.find((d) => d.name === resource)!;
    const list = (r: Recherche) => listRecords(ports, def, query, ADMIN, r);
    const [a, b] = [String(await list("pli")), String(await list("index"))];
    if (a !== b) throw new Error(`${resource} ${JSON.stringify(query)} : réponses différentes`);
    const n =
      (JSON.parse(a) as { total?: number; data: unknown[] }).total ?? JSON.parse(a).data.length;
    const path = `/api/${resource}?${new URLSearchParams(query)}`;
    console.log(
      `| \`${path}\` | ${n} | ${await timed(() => list("pli"))} | ${await timed(() => list("index"))} |`,
    );
  }
  for (const q of ["lukasz", "ksiezy mlyn"]) {
    const s = (r: Recherche) => globalSearch(ports, q, ADMIN, r);
    if (JSON.stringify(await s("pli")) !== JSON.stringify(await s("index")))
      throw new Error(`/api/search?q=${q} : réponses différentes`);
    console.log(
      `| \`/api/search?q=${q}\` | – | ${await timed(() => s("pli"))} | ${await timed(() => s("index"))} |`,
    );
  }
  ports.client.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
