// The documents' and receipts' figures for run.ts: the slowest PDF kind from documents.ts, and one month of
// receipts generated then zipped through the API of a running server.
import { unzipSync } from "fflate";
import { bornesDuMois } from "../../worker/domain/quitance";
import { cpuMs, runScript } from "./processes";

/**
 * The slowest document kind by CPU p95, measured in a process of its own (`tsx tests/bench/documents.ts`, what
 * `npm run bench:documents` runs; its lines read back from its output). Not in the bench's own process: by then
 * that one holds wrangler's dev proxy, autocannon's results and the in-process steps' data (the bank statement's and
 * the FEC's 700 to 800 MB), and `process.cpuUsage()` counts every thread of the process, so its garbage collector's
 * threads working on that heap read as the document's CPU (the same run gave 51 to 143 ms at p95 from round to round,
 * 48 to 66 ms in a process of its own). A server makes its documents in a process that holds none of that.
 */
export async function measureDocuments(): Promise<{
  slowest: string;
  cpuP95Ms: number;
  cpuP50Ms: number;
}> {
  const out = await runScript("tests/bench/documents.ts", [], ["--import", "tsx"]);
  let worst = { slowest: "", cpuP95Ms: -1, cpuP50Ms: NaN };
  for (const line of out.split("\n")) {
    const m = /^\s+(.+?)\s+CPU p50\s+([\d.]+) p95\s+([\d.]+) ms/.exec(line);
    if (m && Number(m[3]) > worst.cpuP95Ms)
      worst = { slowest: m[1]!, cpuP95Ms: Number(m[3]), cpuP50Ms: Number(m[2]) };
  }
  if (worst.cpuP95Ms < 0) throw new Error("aucune mesure de document lue");
  return worst;
}

export interface QuitancesBenchOptions {
  api: string;
  headers: Record<string, string>;
  pid: number;
  /** "2026-10": a month whose receipts were not generated yet. */
  month: string;
  count?: number;
  parallel?: number;
}

/** `count` receipts of a month generated through the API (`parallel` in flight), then the month's zip. */
export async function measureQuitances({
  api,
  headers,
  pid,
  month,
  count = 1000,
  parallel = 8,
}: QuitancesBenchOptions) {
  const { debut, fin } = bornesDuMois(month);
  const { data } = (await (await fetch(`${api}/api/Dossier`, { headers })).json()) as {
    data: { id: number; dateEntree: string; dateFinBail: string | null }[];
  };
  const running = data
    .filter((d) => d.dateEntree <= fin && (!d.dateFinBail || d.dateFinBail >= debut))
    .slice(0, count);
  if (running.length < count)
    throw new Error(`seulement ${running.length} dossiers en cours en ${month}`);

  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < running.length) {
      const d = running[next++]!;
      const r = await fetch(`${api}/api/Quitance/generate/${d.id}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ date: `${month}-01` }),
      });
      if (r.status !== 201)
        throw new Error(`génération du dossier ${d.id} : ${r.status} ${await r.text()}`);
      await r.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const generationMs = performance.now() - t0;
  const cpu1 = cpuMs(pid);

  const t1 = performance.now();
  const res = await fetch(`${api}/api/Quitance/downloadMonth/${month.replace("-", "/")}`, {
    headers,
  });
  if (!res.ok) throw new Error(`zip : ${res.status} ${await res.text()}`);
  const zip = new Uint8Array(await res.arrayBuffer());
  const zipMs = performance.now() - t1;
  const cpu2 = cpuMs(pid);
  const entries = Object.keys(unzipSync(zip)).length;
  if (entries < count)
    throw new Error(`le zip de ${month} contient ${entries} PDF au lieu de ${count}`);
  const cpu = (a: number | null, b: number | null) => (a !== null && b !== null ? b - a : NaN);
  return { generationMs, zipMs, generationCpuMs: cpu(cpu0, cpu1), zipCpuMs: cpu(cpu1, cpu2) };
}
