// The receipts' lines of `npm run bench` alone (issue 11, 43, 72): the same seed as run.ts (2,000 apartments and
// their 12 months of terms up to this Paris month), the same server (`npm start`'s built file and flags), and the
// same step (documents-and-quitances.ts): 1,000 receipts of a new month through POST /api/Quitance/generate/{id},
// 8 in flight, then that month's zip; a round per month after the seeded ones. Each round prints the wall times,
// the server's CPU per receipt, and both as ratios to the calibration loop timed before the rounds (the ratio
// targets of run.ts: 100 × étalon for receipts and zip, 0.1 × étalon per receipt), with the load average.
//
// Knobs (env): BENCH_RECEIPTS (default 1000), BENCH_ROUNDS (3), BENCH_NODE_ARGS (extra flags for the server).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { addMonths, parisDate } from "../../worker/domain/dates";
import { seed } from "./seed";
import { calibrate } from "./calibration";
import { measureQuitances } from "./documents-and-quitances";
import { N, RECEIPTS } from "./figures";
import { load } from "./harness";
import { cleanupAll, cpuMs, loginHeaders } from "./processes";
import { ADMIN, serverCommand, startApi } from "./servers";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TODAY = parisDate(new Date());
const TERMS = { dossiers: 2000, jusquA: TODAY.slice(0, 7), aujourdhui: TODAY };

/** Waits until the server has used under 20 ms of CPU in a second. */
async function idle(pid: number) {
  for (let before = cpuMs(pid) ?? 0; ; ) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuMs(pid) ?? 0;
    if (now - before < 20) return;
    before = now;
  }
}

async function main(root: string) {
  const dataDir = join(root, "data");
  mkdirSync(dataDir);
  const file = join(dataDir, "patrimoine.db");
  await seed(file, { appartements: N, clients: N, locataires: N }, { termes: TERMS });
  // The server's daily job, run at its start, would generate this month's automatic terms meanwhile: none here.
  const db = createClient({ url: `file:${file}` });
  await db.execute("UPDATE Locataire SET quitanceAuto = 0");
  db.close();
  const etalon = Math.min(...(await calibrate()));
  const api = await startApi("serveur", serverCommand(), dataDir);
  const headers = await loginHeaders(api.url, ADMIN);
  // The daily job's start run (reminders of the seeded unpaid terms, for tens of seconds) is long over when run.ts
  // reaches its receipts: here too, so that the server's CPU is the receipts' alone.
  await idle(api.pid);
  console.log(`[bench quittances] étalon ${etalon.toFixed(1)} ms ; charge ${load()}`);
  for (let round = 1; round <= ROUNDS; round++) {
    const month = addMonths(`${TERMS.jusquA}-01`, round).slice(0, 7);
    const q = await measureQuitances({
      api: api.url,
      headers,
      pid: api.pid,
      month,
      count: RECEIPTS,
    });
    const total = q.generationMs + q.zipMs;
    const perReceipt = q.generationCpuMs / RECEIPTS;
    console.log(
      `[bench quittances] ${month} : ${RECEIPTS} quittances ${(q.generationMs / 1000).toFixed(2)} s + zip ${(q.zipMs / 1000).toFixed(2)} s = ${(total / 1000).toFixed(2)} s (${(total / etalon).toFixed(1)} × étalon, cible ≤ 100) ; CPU ${perReceipt.toFixed(2)} ms par quittance (${(perReceipt / etalon).toFixed(4)} × étalon, cible ≤ 0.1), zip ${(q.zipCpuMs / 1000).toFixed(2)} s ; charge ${load()}`,
    );
  }
}

const root = mkdtempSync(join(tmpdir(), "patrimoine-bench-quittances-"));
try {
  await main(root);
} catch (e) {
  console.error("[bench quittances] échec :", e);
  process.exitCode = 1;
} finally {
  await cleanupAll();
  rmSync(root, { recursive: true, force: true });
}
