// The edge entry beside Node in `npm run bench` (issue 22). The Cloudflare entry runs as `npm run dev:edge` runs it:
// wrangler's unstable_startWorker on wrangler.toml (minus its [build] command, tests/edge/web-build.ts), workerd
// behind wrangler's dev proxy with Workers static assets in front, its database the test-only libSQL HTTP server
// (libsql.ts, its own process) on a copy of the bench's seeded file: the same 2,000 apartments and 24,000 terms as
// the Node server. What it measures:
// - in every round, beside Node's: the read's and the 2,000-row list's req/s under autocannon (edge over Node, same
//   round), the worker's CPU per request (its workerd process, from /proc: the dev proxy's workerd is apart), and
//   the list one request at a time (wall time of fetch + JSON.parse, the worker's and the database's CPU);
// - once: libSQL round trips per route (the server's /stats pipelines, before and after one request), and the
//   daily job's subrequests per receipt and the idle day's cron (tests/edge/job-scale.test.ts run by vitest with
//   JOB_SCALE_N leases, its summary lines parsed).
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { unstable_startWorker } from "wrangler";
import { valid } from "../support/factories";
import { configWithoutBuild } from "../edge/web-build";
import { fmt, type Figure, type Round, type Step } from "./harness";
import { measureLoad, rotating } from "./load";
import { ROOT, cpuMs, freePort, loginHeaders, onCleanup, start, waitFor } from "./processes";
import { ADMIN, type ApiServer } from "./servers";

const JOB_SCALE_N = Number(process.env.BENCH_JOB_SCALE_N ?? 200);
const BROWSER = { "Accept-Encoding": "gzip, deflate, br" };
const SEQUENTIAL = 10;
/** The 2,000-row list under load, on both entries: the edge answers one in about 0.3 s alone, so 50 connections would
 *  wait past autocannon's 10 s timeout. */
const LIST_CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 10);

type Server = ApiServer & { headers: Record<string, string> };

/** workerd processes started by this process, oldest first (pid, start time in ticks). */
function workerdChildren(): number[] {
  const found: { pid: number; started: number }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (!stat.includes("(workerd)")) continue;
      const fields = stat.split(") ")[1]!.split(" ");
      if (Number(fields[1]) === process.pid)
        found.push({ pid: Number(entry), started: Number(fields[19]) });
    } catch {
      /* gone meanwhile */
    }
  }
  return found.sort((a, b) => a.started - b.started || a.pid - b.pid).map((p) => p.pid);
}

async function startEdge(dbFile: string) {
  process.env.WRANGLER_SEND_METRICS = "false";
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  const port = await freePort();
  const db = start("libSQL (edge)", "tests/bench/libsql.ts", {
    DB_FILE: dbFile,
    PORT: String(port),
  });
  const libsql = { url: `http://127.0.0.1:${port}`, pid: db.pid! };
  await waitFor(`${libsql.url}/health`);
  const secret = (value: string) => ({ type: "secret_text" as const, value });
  const before = new Set(workerdChildren());
  const worker = await unstable_startWorker({
    config: configWithoutBuild(),
    envFiles: [],
    bindings: {
      LIBSQL_URL: secret(libsql.url),
      JWT_SECRET: secret("bench-edge-secret-assez-long-pour-hs256"),
      ADMIN_EMAIL: secret(ADMIN.email),
      ADMIN_PASSWORD: secret(ADMIN.password),
    },
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      persist: false,
      watch: false,
      // "none": a request cut at the end of a load run is logged as an error by the worker (connection lost), one
      // line each; the bench counts those answers itself (load.ts).
      logLevel: "none",
    },
  });
  onCleanup(() => void worker.dispose().catch(() => {}));
  await worker.ready;
  const url = (await worker.url).origin;
  // The first request bootstraps the copy (its first admin, as a fresh deployment does).
  const headers = await loginHeaders(url, ADMIN);
  // The dev proxy's workerd starts with the config, the worker's own once the bundle is built: the newer one.
  const started = workerdChildren().filter((p) => !before.has(p));
  if (!started.length) throw new Error("aucun processus workerd trouvé");
  const edge: Server & { libsql: ApiServer; proxyPid?: number } = {
    url,
    pid: started.at(-1)!,
    proxyPid: started.length > 1 ? started[0] : undefined,
    headers,
    libsql,
  };
  return { edge, dispose: () => worker.dispose() };
}

/** The libSQL round trips of one request of each route, the isolate warm (each GET once before it is counted). */
async function roundTrips(edge: Server & { libsql: ApiServer }) {
  const pipelines = async () =>
    ((await (await fetch(`${edge.libsql.url}/stats`)).json()) as { pipelines: number }).pipelines;
  const call = async (method: string, path: string, body?: unknown, auth = true) => {
    const res = await fetch(edge.url + path, {
      method,
      headers: {
        ...(auth ? edge.headers : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as any;
  };
  const trips: Record<string, number> = {};
  const counted = async (
    name: string,
    method: string,
    path: string,
    body?: unknown,
    auth = true,
  ) => {
    const before = await pipelines();
    const json = await call(method, path, body, auth);
    trips[name] = (await pipelines()) - before;
    return json;
  };
  await call("GET", "/api/Appartement/1");
  await counted("lecture", "GET", "/api/Appartement/2");
  await call("GET", "/api/Appartement");
  await counted("liste de 2000", "GET", "/api/Appartement");
  await counted("connexion", "POST", "/api/user/login", { credentials: ADMIN }, false);
  const a = await call("POST", "/api/Appartement", valid.Appartement());
  const l = await call("POST", "/api/Locataire", valid.Locataire());
  const add = await counted(
    "tenant/add",
    "PUT",
    `/api/Appartement/${a.id}/tenant/add/${l.id}`,
    valid.Dossier(a.id, l.id),
  );
  const d = add.dossier as { id: number };
  const q = await counted("quittance générée", "POST", `/api/Quitance/generate/${d.id}`, {
    date: "2026-01-05",
  });
  await counted("paiement", "POST", `/api/Dossier/${d.id}/paiements`, {
    montant: "500,00",
    date: "2026-01-06",
    mode: "Virement",
    QuitanceId: q.id,
  });
  await call("GET", "/api/dashboard");
  await counted("tableau de bord", "GET", "/api/dashboard");
  return trips;
}

interface JobScale {
  N: number;
  perReceipt: number;
  perLease: number;
  maxPerInvocation: number;
  coldCron: number;
  seconds: number;
}

/** tests/edge/job-scale.test.ts with JOB_SCALE_N leases, in vitest's workerd pool; its summary lines parsed. */
function jobScale(
  n: number,
): Promise<{ run?: JobScale; nextDay?: { total: number }; log: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      "npx",
      ["vitest", "run", "--project", "edge", "tests/edge/job-scale.test.ts"],
      {
        cwd: ROOT,
        env: { ...process.env, JOB_SCALE_N: String(n) },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      },
    );
    const kill = () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* already gone */
      }
    };
    onCleanup(kill);
    const timer = setTimeout(kill, 300_000);
    let log = "";
    child.stdout!.on("data", (b: Buffer) => void (log += b.toString()));
    child.stderr!.on("data", (b: Buffer) => void (log += b.toString()));
    child.on("exit", () => {
      clearTimeout(timer);
      // The summary is one JSON line (after vitest's colour codes); its values may hold objects of their own
      // (workerdRssMB), so the whole line is parsed rather than matched up to a closing brace.
      const line = (key: string) => {
        const m = new RegExp(`\\{"${key}":.*\\}$`, "m").exec(log);
        return m ? JSON.parse(m[0])[key] : undefined;
      };
      resolve({ run: line("jobScale"), nextDay: line("jobScaleNextDay"), log: log.slice(-3000) });
    });
  });
}

/** Waits (20 s at most) until a process spends under 10 ms of CPU in 500 ms: what a load run left queued. */
async function settle(pid: number) {
  const end = Date.now() + 20_000;
  let last = cpuMs(pid);
  while (last !== null && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs(pid);
    if (now === null || now - last < 10) return;
    last = now;
  }
}

/** The list one request at a time: mean wall time (fetch, decompression, JSON.parse) and CPU per request. */
async function listOneAtATime(edge: Server & { libsql: ApiServer }) {
  const get = async () => {
    const res = await fetch(`${edge.url}/api/Appartement`, {
      headers: { ...edge.headers, ...BROWSER },
    });
    const body = (await res.json()) as { data?: unknown[] };
    // 2,000 seeded, and the one the round-trip count created.
    if (!res.ok || (body.data?.length ?? 0) < 2000)
      throw new Error(`GET /api/Appartement (edge) : ${res.status}, ${body.data?.length} lignes`);
  };
  await settle(edge.libsql.pid);
  await get();
  const [w0, d0, t0] = [cpuMs(edge.pid), cpuMs(edge.libsql.pid), performance.now()];
  for (let i = 0; i < SEQUENTIAL; i++) await get();
  const per = (a: number | null, b: number | null) =>
    a !== null && b !== null ? (b - a) / SEQUENTIAL : NaN;
  return {
    wallMs: (performance.now() - t0) / SEQUENTIAL,
    workerCpuMs: per(w0, cpuMs(edge.pid)),
    dbCpuMs: per(d0, cpuMs(edge.libsql.pid)),
  };
}

/** Starts the edge entry on `dbFile` (a copy of the seeded database), counts round trips, runs the job's scale. */
export async function setUpEdge(dbFile: string, node: Server) {
  const t0 = performance.now();
  const { edge, dispose } = await startEdge(dbFile);
  const trips = await roundTrips(edge);
  console.log(
    `[bench] edge prêt en ${((performance.now() - t0) / 1000).toFixed(1)} s (workerd ${edge.pid}, proxy ${edge.proxyPid ?? "?"}) ; allers-retours : ${JSON.stringify(trips)}`,
  );
  process.stdout.write(`[bench] tâche quotidienne sur l'edge (${JOB_SCALE_N} baux)...`);
  const t1 = performance.now();
  const job = await jobScale(JOB_SCALE_N);
  process.stdout.write(` ${((performance.now() - t1) / 1000).toFixed(1)} s\n`);
  if (!job.run) console.error(`[bench] job-scale sans résumé :\n${job.log}`);
  const read = rotating("/api/Appartement/", 2000);
  const list = { ...node.headers, ...BROWSER };
  const steps: Step[] = [
    {
      name: "liste de 2000 en charge (Node)",
      run: async (rec) =>
        rec(
          "list.rps",
          (
            await measureLoad(
              {
                url: `${node.url}/api/Appartement`,
                pid: node.pid,
                headers: list,
                connections: LIST_CONNECTIONS,
              },
              "liste (Node)",
            )
          ).rps,
        ),
    },
    {
      name: "edge : GET /api/Appartement/:id",
      run: async (rec) => {
        await settle(edge.libsql.pid);
        const r = await measureLoad(
          { url: edge.url, pid: edge.pid, headers: edge.headers, paths: read },
          "lecture (edge)",
        );
        rec("edge.read.rps", r.rps), rec("edge.read.cpu", r.cpuPerReq);
      },
    },
    {
      name: "edge : liste de 2000 en charge",
      run: async (rec) => {
        const r = await measureLoad(
          {
            url: `${edge.url}/api/Appartement`,
            pid: edge.pid,
            headers: { ...edge.headers, ...BROWSER },
            connections: LIST_CONNECTIONS,
          },
          "liste (edge)",
        );
        rec("edge.list.rps", r.rps), rec("edge.list.cpuLoad", r.cpuPerReq);
      },
    },
    {
      name: "edge : liste de 2000, une requête à la fois",
      run: async (rec) => {
        const r = await listOneAtATime(edge);
        rec("edge.list.ms", r.wallMs), rec("edge.list.cpu", r.workerCpuMs);
        rec("edge.list.db", r.dbCpuMs);
      },
    },
  ];
  const report = () =>
    [
      `Edge (wrangler dev) : allers-retours libSQL par requête (isolat chaud, base de 2000 appartements) : ${Object.entries(
        trips,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(" · ")}`,
      job.run
        ? `Edge : tâche quotidienne (tests/edge/job-scale.test.ts, ${job.run.N} baux, ${job.run.seconds.toFixed(0)} s) : ${job.run.perReceipt.toFixed(2)} sous-requêtes par quittance (budget ≤ 3), ${job.run.perLease.toFixed(2)} par bail e-mail compris (≤ 6), ${job.run.maxPerInvocation} au plus par invocation (< 50), cron à froid ${job.run.coldCron} ; cron du lendemain, rien à faire : ${job.nextDay?.total ?? "n/d"} sous-requêtes (≤ 5)`
        : "Edge : tâche quotidienne : pas de résumé (voir plus haut)",
    ].join("\n");
  return { steps, report, dispose };
}

const key = (k: string) => (r: Round) => r.get(k);
const ratio = (a: string, b: string) => (r: Round) =>
  r.has(a) && r.has(b) ? r.get(a)! / r.get(b)! : undefined;
export const EDGE_FIGURES: Figure[] = [
  {
    label: `Liste de 2000 à ${LIST_CONNECTIONS} connexions (Node)`,
    target: "info",
    value: key("list.rps"),
    format: fmt.rps,
  },
  {
    label: "Edge (wrangler dev) : GET /api/Appartement/:id",
    target: "info",
    value: key("edge.read.rps"),
    format: fmt.rps,
  },
  {
    label: "Edge / Node : lecture",
    target: "info",
    value: ratio("edge.read.rps", "read.rps"),
    format: fmt.pct,
  },
  {
    label: "Edge : lecture, CPU workerd/req",
    target: "info",
    value: key("edge.read.cpu"),
    format: fmt.ms,
  },
  {
    label: `Edge : liste de 2000 à ${LIST_CONNECTIONS} connexions`,
    target: "info",
    value: key("edge.list.rps"),
    format: fmt.rps,
  },
  {
    label: "Edge / Node : liste de 2000",
    target: "info",
    value: ratio("edge.list.rps", "list.rps"),
    format: fmt.pct,
  },
  {
    label: "Edge : liste en charge, CPU workerd/req",
    target: "info",
    value: key("edge.list.cpuLoad"),
    format: fmt.ms,
  },
  {
    label: "Edge : liste, une à la fois : durée (mur)",
    target: "info",
    value: key("edge.list.ms"),
    format: fmt.ms,
  },
  {
    label: "Edge : liste, une à la fois : CPU workerd/req",
    target: "info",
    value: key("edge.list.cpu"),
    format: fmt.ms,
  },
  {
    label: "Edge : liste, une à la fois : CPU libSQL/req",
    target: "info",
    value: key("edge.list.db"),
    format: fmt.ms,
  },
];
