// `npm run bench`: every figure of issue 12's Speed section, measured side by side in one run. Seeds one data folder
// (2,000 apartments, clients, tenants; 24,000 terms of the last 12 months with their payments for the dashboard's
// money, issue 20), starts the API server (the built one when the project builds it), a second
// API server on the same data with API_CACHE=off (the uncached read), a bare Hono hello-world and a bare Hono
// reference answering the same apartment body; then runs every measurement in 3 interleaved rounds (harness.ts)
// and prints one table: target, median, the 3 values, PASS/MISS. Exits 0 on a MISS; only a broken set-up fails.
// Issue 22: the edge entry beside Node on a copy of the same data (edge.ts), and every absolute time target also
// checked as a ratio to a calibration loop timed in this process (calibration.ts). Issue 40: the statement readers on
// 5 MB hostile files (parsers.ts). Issue 72: the first rows of a list of 20,000 on a phone, in Chromium with the CPU
// 4 times slower (premieres-lignes.ts, the E2E's measurement).
//
// `npm run bench -- --json [file]` also writes the figures as JSON (trend.ts; docs/bench/<day>.json by default).
// Knobs (env): BENCH_DURATION (s per load run, default 5), BENCH_CONNECTIONS (50), BENCH_WARMUP (s, 2),
// BENCH_ROUNDS (3), BENCH_RECEIPTS (1000), BENCH_DOCUMENT_RUNS (30), BENCH_NODE_ARGS (extra flags for the API server).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { seed } from "./seed";
import { addMonths, parisDate } from "../../worker/domain/dates";
import { cleanupAll, loginHeaders, onCleanup, rssMb } from "./processes";
import { ADMIN, serverCommand, startApi, startBare, type ApiServer } from "./servers";
import { CONNECTIONS, DURATION, WARMUP, measureLoad, rotating } from "./load";
import { load, machineLine, runRounds, table, unmeasured, type Step } from "./harness";
import { measureDocuments, measureQuitances } from "./documents-and-quitances";
import { measureList } from "./lists";
import { measureHeapPolicy } from "./heap-policy";
import { measureFreshStart, measureNewAgency } from "./nouvelle-base";
import { measureStartup } from "./startup";
import { measureCompte } from "./compte";
import { EDGE_FIGURES, setUpEdge } from "./edge";
import { REFERENCE_MS, calibrate, calibrationOf } from "./calibration";
import { FIGURES, N, RECEIPTS } from "./figures";
import { BANQUE_FIGURES, setUpBanque } from "./banque";
import { REVERSEMENT_FIGURES, setUpReversements } from "./reversements";
import {
  PAIEMENT_FOURNISSEURS_FIGURES,
  setUpPaiementsFournisseurs,
} from "./paiements-fournisseurs";
import { PRELEVEMENT_FIGURES, setUpPrelevements } from "./prelevements";
import { FEC_FIGURES, setUpFec } from "./fec";
import { PARSERS_FIGURES, setUpParsers } from "./parsers";
import { REPRISE_FIGURES, setUpReprise } from "./reprise";
import { jsonTarget, writeTrend } from "./trend";
import { ESPACE_FIGURES, setUpEspace } from "./espace";
import { ECHEANCES_FIGURES, setUpEcheances } from "./echeances";
import { PREMIERES_LIGNES_FIGURES, setUpPremieresLignes } from "./premieres-lignes";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

// The seeded terms are the 12 months ending with the current Paris month (the dashboard's window), 12 for each of
// 2,000 dossiers: 24,000.
const TODAY = parisDate(new Date());
const TERMS = { dossiers: 2000, jusquA: TODAY.slice(0, 7), aujourdhui: TODAY };

/** One month per round for the receipts (a month is generated once per dossier): the months after the seeded ones. */
const monthOf = (round: number) => addMonths(`${TERMS.jusquA}-01`, round).slice(0, 7);

async function setUp(root: string) {
  const command = serverCommand();
  const dataDir = join(root, "data");
  const startupDir = join(root, "startup");
  mkdirSync(dataDir);
  const t0 = Date.now();
  const counts = await seed(
    join(dataDir, "patrimoine.db"),
    { appartements: N, clients: N, locataires: N },
    { termes: TERMS },
  );
  // The daily job, run at each server's start, would generate the current month's automatic receipts meanwhile.
  const db = createClient({ url: `file:${join(dataDir, "patrimoine.db")}` });
  await db.execute("UPDATE Locataire SET quitanceAuto = 0");
  db.close();
  cpSync(dataDir, startupDir, { recursive: true });
  cpSync(dataDir, join(root, "edge"), { recursive: true });
  cpSync(dataDir, join(root, "banque"), { recursive: true });
  cpSync(dataDir, join(root, "fec"), { recursive: true });
  console.log(
    `[bench] base remplie en ${Date.now() - t0} ms : ${JSON.stringify(counts)} ; serveur : ${command.script.endsWith(".ts") ? "tsx" : "node"} ${[...command.nodeArgs, command.script].join(" ")}`,
  );

  const api = await startApi("serveur", command, dataDir);
  const headers = await loginHeaders(api.url, ADMIN);
  const one = await fetch(`${api.url}/api/Appartement/1`, { headers });
  if (!one.ok) throw new Error(`GET /api/Appartement/1 : ${one.status}`);
  const body = await one.text();
  const list = (await (await fetch(`${api.url}/api/Appartement`, { headers })).json()) as {
    data: unknown[];
  };
  if (list.data.length !== N)
    throw new Error(`GET /api/Appartement renvoie ${list.data.length} lignes au lieu de ${N}`);
  const board = (await (await fetch(`${api.url}/api/dashboard`, { headers })).json()) as {
    appartements: { total: number };
    encaissements: { du: number }[];
  };
  if (board.appartements.total !== N)
    throw new Error(
      `GET /api/dashboard compte ${board.appartements.total} appartements au lieu de ${N}`,
    );
  if (board.encaissements.length !== 12 || board.encaissements.some((m) => !(m.du > 0)))
    throw new Error(`GET /api/dashboard : encaissements sans les échéances semées`);

  // Started after the first server: that one made the data folder's JWT secret, so one token serves both.
  const uncached = await startApi("serveur sans cache", command, dataDir, { API_CACHE: "off" });
  const bodyFile = join(root, "appartement.json");
  writeFileSync(bodyFile, body);
  const [hello, reference] = await Promise.all([
    startBare("hello-world", "tests/bench/hello.ts", "/"),
    startBare("référence", "tests/bench/reference.ts", "/api/Appartement/1", {
      BODY_FILE: bodyFile,
    }),
  ]);
  console.log(
    `[bench] lecture d'un appartement : ${Buffer.byteLength(body)} octets ; référence et hello-world prêts`,
  );
  return { api, uncached, hello, reference, headers, startupDir };
}

function steps(s: {
  api: ApiServer;
  uncached: ApiServer;
  hello: ApiServer;
  reference: ApiServer;
  headers: Record<string, string>;
  startupDir: string;
}): Step[] {
  const { api, uncached, hello, reference, headers } = s;
  const read = rotating("/api/Appartement/", N);
  const readUncached = rotating("/api/Appartement/", N);
  const readReference = rotating("/api/Appartement/", N);
  return [
    {
      name: "hello-world",
      run: async (rec) =>
        rec(
          "hello.rps",
          (await measureLoad({ url: hello.url, pid: hello.pid }, "hello-world")).rps,
        ),
    },
    {
      name: "référence (Hono nu, même corps)",
      run: async (rec) =>
        rec(
          "reference.rps",
          (
            await measureLoad(
              { url: reference.url, pid: reference.pid, paths: readReference },
              "référence",
            )
          ).rps,
        ),
    },
    {
      name: "GET /api/version",
      run: async (rec) => {
        const r = await measureLoad(
          { url: `${api.url}/api/version`, pid: api.pid },
          "GET /api/version",
        );
        rec("version.rps", r.rps), rec("version.cpu", r.cpuPerReq);
      },
    },
    {
      name: "GET /api/Appartement/:id",
      run: async (rec) => {
        const r = await measureLoad(
          { url: api.url, pid: api.pid, headers, paths: read },
          "GET /api/Appartement/:id",
        );
        rec("read.rps", r.rps), rec("read.p99", r.p99), rec("read.cpu", r.cpuPerReq);
      },
    },
    {
      name: "GET /api/Appartement/:id sans cache",
      run: async (rec) => {
        const r = await measureLoad(
          { url: uncached.url, pid: uncached.pid, headers, paths: readUncached },
          "lecture sans cache",
        );
        rec("uncached.rps", r.rps), rec("uncached.cpu", r.cpuPerReq);
      },
    },
    {
      name: "GET /api/dashboard",
      run: async (rec) =>
        rec(
          "dashboard.cpu",
          (
            await measureLoad(
              { url: `${api.url}/api/dashboard`, pid: api.pid, headers },
              "GET /api/dashboard",
            )
          ).cpuPerReq,
        ),
    },
    {
      name: `liste de ${N}`,
      run: async (rec) => {
        const l = await measureList(api.url, headers, { pid: api.pid });
        rec("list.cached", l.cachedCpuMs),
          rec("list.rebuilt", l.rebuiltMs),
          rec("list.bytes", l.wireBytes);
        rec("list.304", l.notModifiedCpuMs), rec("list.client", l.clientLoadMs);
        // For information: the rebuild's server CPU, the size for a client without brotli (gzip).
        rec("list.rebuiltCpu", l.rebuiltCpuMs), rec("list.gzip", l.wireBytesGzip);
        rec("list.clientComplete", l.clientLoadCompleteMs);
      },
    },
    {
      name: "compte du locataire",
      run: async (rec) => {
        const c = await measureCompte({ api: api.url, headers, pid: api.pid });
        rec("compte.paiement", c.paymentCpuMs), rec("compte.lecture", c.accountCpuMs);
      },
    },
    {
      name: "npm start (première réponse)",
      run: async (rec) =>
        rec(
          "startup.ms",
          (
            await measureStartup({
              dataDir: s.startupDir,
              env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
            })
          ).firstAnswerMs,
        ),
    },
    {
      name: "politique de tas (ADR 066)",
      run: async (rec) => {
        const h = measureHeapPolicy();
        rec("heap.young", h.youngMb), rec("heap.share", h.heapShare);
      },
    },
    {
      name: "npm start sur un dossier neuf (première réponse)",
      run: async (rec) =>
        rec(
          "startup.fresh.ms",
          await measureFreshStart({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
        ),
    },
    {
      name: "nouvelle agence sur l'edge (db:migrate)",
      run: async (rec) => {
        const a = await measureNewAgency();
        rec("agency.requests", a.requests), rec("agency.ms", a.ms);
      },
    },
    {
      name: "documents PDF",
      run: async (rec) => {
        const d = await measureDocuments();
        rec("pdf.p95", d.cpuP95Ms), rec("pdf.p50", d.cpuP50Ms);
        process.stdout.write(` (le plus lent : ${d.slowest})`);
      },
    },
    {
      name: `${RECEIPTS} quittances et leur zip`,
      run: async (rec, round) => {
        const q = await measureQuitances({
          api: api.url,
          headers,
          pid: api.pid,
          month: monthOf(round),
          count: RECEIPTS,
        });
        rec("receipts.ms", q.generationMs),
          rec("receipts.cpu", q.generationCpuMs),
          rec("zip.ms", q.zipMs),
          rec("zip.cpu", q.zipCpuMs);
      },
    },
    // Last of the round: the server has served reads, lists, the dashboard and made PDFs by now.
    { name: "mémoire du serveur", run: async (rec) => rec("rss.mb", rssMb(api.pid) ?? NaN) },
  ];
}

async function main() {
  const started = performance.now();
  const loadAtStart = load();
  const calibrationAtStart = await calibrate();
  const root = mkdtempSync(join(tmpdir(), "patrimoine-bench-"));
  onCleanup(() => rmSync(root, { recursive: true, force: true }));
  const servers = await setUp(root);
  // One start before the rounds: the first one on a folder bootstraps it (admin, secret); then it is an existing one.
  await measureStartup({
    dataDir: servers.startupDir,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  // Without the edge (wrangler missing, workerd failing), Node's figures are still measured.
  const edge = await setUpEdge(join(root, "edge", "patrimoine.db"), {
    ...servers.api,
    headers: servers.headers,
  }).catch((e) => void console.error("[bench] edge : échec de la mise en place :", e));

  // Issue 26: the bank statement's import, in this process on its own copy of the data (banque.ts).
  const banque = await setUpBanque(join(root, "banque", "patrimoine.db"));
  onCleanup(banque.dispose);
  // Issue 38, part 3: a payout batch for 500 owners, in this process on a database of its own (reversements.ts).
  mkdirSync(join(root, "reversements"));
  const reversements = await setUpReversements(join(root, "reversements", "patrimoine.db"));
  onCleanup(reversements.dispose);
  // Issue 76 item 5 (ADR 128): a supplier batch of 500 invoices, in this process on a database of its own.
  mkdirSync(join(root, "fournisseurs"));
  const fournisseurs = await setUpPaiementsFournisseurs(
    join(root, "fournisseurs", "patrimoine.db"),
  );
  onCleanup(fournisseurs.dispose);
  // Issue 41: a direct debit batch of 2,000 terms, in this process on a database of its own (prelevements.ts).
  mkdirSync(join(root, "prelevements"));
  const prelevements = await setUpPrelevements(join(root, "prelevements", "patrimoine.db"));
  onCleanup(prelevements.dispose);
  // Issue 38 part 7: the FEC of a year, in this process on its own copy (fec.ts adds the owners' entries).
  const fec = await setUpFec(join(root, "fec", "patrimoine.db"));
  onCleanup(fec.dispose);

  // Issue 61: 2,000 leases checked then imported by a Node server of their own, on an empty folder each round.
  const reprise = await setUpReprise(join(root, "reprise"));
  // Issue 40: the statement readers on 5 MB hostile files, in this process (parsers.ts).
  const parsers = setUpParsers();
  // Issue 62: an owner's space's first page on the two Node servers (espace.ts).
  const espace = await setUpEspace(join(root, "data"), servers);
  // Issue 63: the agency's calendar of 2,000 leases and their lots, in this process on a database of its own.
  const echeances = await setUpEcheances();
  onCleanup(echeances.dispose);
  // Issue 72 item 4: a list of 20,000 apartments' first rows on a phone, a server and a Chromium of their own.
  const premieres = await setUpPremieresLignes(join(root, "premieres-lignes")).catch(
    (e) => void console.error("[bench] premières lignes : échec de la mise en place :", e),
  );

  const rounds = await runRounds(ROUNDS, [
    ...steps(servers),
    ...banque.steps,
    ...reversements.steps,
    ...fournisseurs.steps,
    ...prelevements.steps,
    ...fec.steps,
    ...reprise.steps,
    ...parsers.steps,
    ...espace,
    ...echeances.steps,
    ...(premieres?.steps ?? []),
    ...(edge?.steps ?? []),
  ]);
  await premieres?.dispose();
  const calibrationAtEnd = await calibrate();
  await edge?.dispose();
  const minutes = (performance.now() - started) / 60_000;
  const { ms, line: calibrationLine } = calibrationOf(calibrationAtStart, calibrationAtEnd);
  const figures = [
    ...FIGURES,
    ...BANQUE_FIGURES,
    ...REVERSEMENT_FIGURES,
    ...PAIEMENT_FOURNISSEURS_FIGURES,
    ...PRELEVEMENT_FIGURES,
    ...FEC_FIGURES,
    ...REPRISE_FIGURES,
    ...PARSERS_FIGURES,
    ...ESPACE_FIGURES,
    ...ECHEANCES_FIGURES,
    ...PREMIERES_LIGNES_FIGURES,
    ...EDGE_FIGURES,
  ];
  const cal = { ms, referenceMs: REFERENCE_MS };
  console.log(`\n${table(figures, rounds, cal)}\n`);
  if (edge) console.log(`${edge.report()}\n`);
  console.log(calibrationLine);
  // A figure without a single value is a broken set-up (a server down, a route gone), not a slow one.
  const broken = unmeasured(figures, rounds);
  if (broken.length) {
    console.error(`[bench] sans aucune mesure : ${broken.join(", ")}`);
    process.exitCode = 1;
  }
  // `--json [file]`: the figures kept for the trend (docs/bench/README.md).
  const json = jsonTarget(process.argv.slice(2), TODAY);
  if (json) writeTrend(json, { figures, rounds, cal, loadAtStart, minutes });
  console.log(
    machineLine(
      loadAtStart,
      `autocannon ${CONNECTIONS} connexions, ${DURATION} s par mesure (+${WARMUP} s de chauffe), ${ROUNDS} tours entrelacés ; durée totale ${minutes.toFixed(1)} min`,
    ),
  );
}

try {
  // `--ladder` (issue 64): the figures at 2,000 and 20,000 leases side by side, a run of its own (ladder/ladder.ts).
  if (process.argv.includes("--ladder")) await (await import("./ladder/ladder")).ladder();
  else await main();
} catch (e) {
  console.error("[bench] échec de la mise en place :", e);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
