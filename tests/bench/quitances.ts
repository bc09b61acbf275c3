// The receipts' bench (issue 11), run by `npm run bench` after the API bench: on the real Node server over the
// bench seed, 1,000 running dossiers generate their month (document built, stored, rows written) through
// POST /api/Quitance/generate/{id}, then that month's zip streams through GET /api/Quitance/downloadMonth.
// Targets: generation < 10 s, zip < 3 s. Prints PASS/MISS; never fails on them.
//
// Knobs (env): BENCH_RECEIPTS (default 1000), BENCH_RECEIPTS_PARALLEL (requests in flight, default 8).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { createClient } from "@libsql/client";
import { bornesDuMois } from "../../worker/domain/quitance";
import { seed } from "./seed";
import { cpuMs, freePort, loginHeaders, start, stopAll, waitFor } from "./processes";

const COUNT = Number(process.env.BENCH_RECEIPTS ?? 1000);
const PARALLEL = Number(process.env.BENCH_RECEIPTS_PARALLEL ?? 8);
const EXTRA_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
const ADMIN = { email: "bench@patrimoine-locatif.fr", password: "bench-mot-de-passe" };
// BENCH_TERMES=1: the dashboard's seed too (12 terms a dossier up to 2026-11, their payments and ledger), the month after.
const TERMES = process.env.BENCH_TERMES === "1";
const MONTH = TERMES ? "2026-12" : "2026-10";
const { debut, fin } = bornesDuMois(MONTH);

async function main(dataDir: string) {
  const file = join(dataDir, "patrimoine.db");
  await seed(
    file,
    undefined,
    TERMES ? { termes: { dossiers: 2000, jusquA: "2026-11", aujourdhui: "2026-11-23" } } : {},
  );
  // The server's daily job, run at its start, would generate this month's automatic terms meanwhile: none here.
  const db = createClient({ url: `file:${file}` });
  await db.execute("UPDATE Locataire SET quitanceAuto = 0");
  db.close();
  const port = await freePort();
  const server = start(
    "serveur",
    "worker/entry/node.ts",
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    EXTRA_NODE_ARGS,
  );
  const api = `http://127.0.0.1:${port}`;
  await waitFor(`${api}/api/version`);
  const headers = await loginHeaders(api, ADMIN);

  // The dossiers running in the month (entered before its end, not ended before its start).
  const { data } = (await (await fetch(`${api}/api/Dossier`, { headers })).json()) as {
    data: { id: number; dateEntree: string; dateFinBail: string | null }[];
  };
  const running = data
    .filter((d) => d.dateEntree <= fin && (!d.dateFinBail || d.dateFinBail >= debut))
    .slice(0, COUNT);
  if (running.length < COUNT)
    throw new Error(`seulement ${running.length} dossiers en cours en ${MONTH}`);

  const cpu0 = cpuMs(server.pid!);
  const t0 = performance.now();
  let next = 0;
  let created = 0;
  const worker = async () => {
    while (next < running.length) {
      const d = running[next++]!;
      const r = await fetch(`${api}/api/Quitance/generate/${d.id}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ date: `${MONTH}-01` }),
      });
      if (r.status !== 201)
        throw new Error(`génération du dossier ${d.id} : ${r.status} ${await r.text()}`);
      await r.arrayBuffer();
      created++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const generation = performance.now() - t0;
  const cpu1 = cpuMs(server.pid!);

  const t1 = performance.now();
  const res = await fetch(`${api}/api/Quitance/downloadMonth/${MONTH.replace("-", "/")}`, {
    headers,
  });
  if (!res.ok) throw new Error(`zip : ${res.status} ${await res.text()}`);
  const firstByte = performance.now() - t1;
  const zip = new Uint8Array(await res.arrayBuffer());
  const zipTime = performance.now() - t1;
  const cpu2 = cpuMs(server.pid!);
  const entries = Object.keys(unzipSync(zip)).length;

  console.log(
    `\n[bench quittances] ${created} quittances générées (document, stockage, lignes) en ${(generation / 1000).toFixed(2)} s, ${PARALLEL} requêtes en parallèle (${(generation / created).toFixed(1)} ms par quittance)`,
  );
  console.log(
    `[bench quittances] zip du mois : ${entries} PDF, ${(zip.length / 1e6).toFixed(1)} Mo, premier octet ${firstByte.toFixed(0)} ms, complet en ${(zipTime / 1000).toFixed(2)} s`,
  );
  if (cpu0 !== null && cpu1 !== null && cpu2 !== null)
    console.log(
      `[bench quittances] temps CPU du serveur (le chiffre stable sur une machine chargée) : génération ${((cpu1 - cpu0) / 1000).toFixed(2)} s, zip ${((cpu2 - cpu1) / 1000).toFixed(2)} s`,
    );
  console.log(
    `Cible génération de ${COUNT} quittances < 10 s : ${generation < 10_000 ? "PASS" : "MISS"} (${(generation / 1000).toFixed(2)} s)`,
  );
  console.log(
    `Cible zip du mois < 3 s : ${zipTime < 3_000 ? "PASS" : "MISS"} (${(zipTime / 1000).toFixed(2)} s)`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), "patrimoine-bench-quittances-"));
try {
  await main(dataDir);
} catch (e) {
  console.error("[bench quittances] échec :", e);
  process.exitCode = 1;
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
