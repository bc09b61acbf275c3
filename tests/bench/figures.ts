// The default bench's table (run.ts): its figures, their targets, and how each is read from a round's values.
import { CONNECTIONS } from "./load";
import { fmt, type Figure } from "./harness";
import { RSS_LIMITS } from "./ladder/figures";

export const N = 2000;
export const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 1000);

const ratio = (a: string, b: string) => (r: Map<string, number>) =>
  r.has(a) && r.has(b) ? r.get(a)! / r.get(b)! : undefined;
const key = (k: string) => (r: Map<string, number>) => r.get(k);
const atMost = (limit: number) => (v: number) => v <= limit;
/** An absolute time target (ms): checked as is and as a ratio to the calibration loop (harness.ts). */
const within = (limit: number) => ({ limit, pass: atMost(limit) });
export const FIGURES: Figure[] = [
  { label: "hello-world Hono", target: "référence", value: key("hello.rps"), format: fmt.rps },
  {
    label: "Référence lecture (Hono nu, même corps)",
    target: "référence",
    value: key("reference.rps"),
    format: fmt.rps,
  },
  { label: "GET /api/version", target: "info", value: key("version.rps"), format: fmt.rps },
  {
    label: "GET /api/version / hello-world",
    target: "≥ 40 %",
    value: ratio("version.rps", "hello.rps"),
    format: fmt.pct,
    pass: (v) => v >= 0.4,
  },
  {
    label: "GET /api/version : CPU serveur/req",
    target: "info",
    value: key("version.cpu"),
    format: fmt.ms,
  },
  { label: "GET /api/Appartement/:id", target: "info", value: key("read.rps"), format: fmt.rps },
  {
    label: "Lecture / référence",
    // Issue 43: half of bare Hono serving the same body, in the same run.
    target: "≥ 50 %",
    value: ratio("read.rps", "reference.rps"),
    format: fmt.pct,
    pass: (v) => v >= 0.5,
  },
  {
    label: `Lecture : p99 à ${CONNECTIONS} connexions`,
    target: "< 20 ms",
    value: key("read.p99"),
    format: fmt.ms,
    pass: (v) => v < 20,
    limit: 20,
  },
  {
    label: "Lecture : CPU serveur/req (avec cache)",
    target: "info",
    value: key("read.cpu"),
    format: fmt.ms,
  },
  {
    label: "Lecture sans cache (API_CACHE=off) : CPU/req",
    target: "≤ 0,3 ms",
    value: key("uncached.cpu"),
    format: fmt.ms,
    ...within(0.3),
  },
  {
    label: `Liste de ${N} en cache : CPU serveur/req`,
    target: "≤ 2 ms",
    value: key("list.cached"),
    format: fmt.ms,
    ...within(2),
  },
  {
    label: "Liste reconstruite après une écriture",
    target: "≤ 50 ms",
    value: key("list.rebuilt"),
    format: fmt.ms,
    ...within(50),
  },
  {
    label: "Liste reconstruite : CPU serveur",
    target: "info",
    value: key("list.rebuiltCpu"),
    format: fmt.ms,
  },
  {
    label: "Liste : octets sur le fil",
    target: "≤ 150 000 o",
    value: key("list.bytes"),
    format: fmt.bytes,
    pass: atMost(150_000),
  },
  {
    label: "Liste : octets en gzip seul",
    target: "info",
    value: key("list.gzip"),
    format: fmt.bytes,
  },
  {
    label: "Liste : 304 CPU serveur/req",
    target: "≤ 1 ms",
    value: key("list.304"),
    format: fmt.ms,
    ...within(1),
  },
  {
    // The list as the web asks it: the compact form (ADR 154).
    label: "Liste : chargement complet d'un client",
    target: "≤ 50 ms",
    value: key("list.client"),
    format: fmt.ms,
    ...within(50),
  },
  {
    // The default answer (every field, null included), alternated with the line above: what a client that does not
    // ask the compact form waits for.
    label: "Liste : chargement complet, forme par défaut",
    target: "info",
    value: key("list.clientComplete"),
    format: fmt.ms,
  },
  {
    label: "npm start : première réponse",
    target: "≤ 0,5 s",
    value: key("startup.ms"),
    format: fmt.s,
    ...within(500),
  },
  {
    // ADR 066: 8 MB (two semi-spaces of 4), or twice that for a while when V8 grows it twice before the check runs;
    // V8's own limit is 16 MB a semi-space.
    label: "Politique de tas : jeune génération (pic)",
    target: "≤ 16 Mo",
    value: key("heap.young"),
    format: fmt.mb,
    pass: atMost(16),
  },
  {
    label: "Politique de tas : pic du tas / défauts de V8",
    target: "< 60 %",
    value: key("heap.share"),
    format: fmt.pct,
    pass: (v) => v < 0.6,
  },
  {
    // Issue 72 (ADR 097): a new database from the baseline and the derived objects, the first admin made.
    label: "npm start sur un dossier neuf : première réponse",
    target: "≤ 0,5 s",
    value: key("startup.fresh.ms"),
    format: fmt.s,
    ...within(500),
  },
  {
    // Its state, the baseline, the derived objects: a bounded number, whatever the length of the chain.
    label: "Nouvelle agence sur l'edge (db:migrate) : requêtes libSQL",
    target: "≤ 5",
    value: key("agency.requests"),
    format: (v) => v.toFixed(0),
    pass: atMost(5),
  },
  {
    label: "Nouvelle agence sur l'edge : durée",
    target: "info",
    value: key("agency.ms"),
    format: fmt.ms,
  },
  {
    label: `RSS du serveur (${N} appartements, fin de tour)`,
    // The ladder's budget at this size, one number for both tables (ADR 181).
    target: `≤ ${RSS_LIMITS[0]} Mo`,
    value: key("rss.mb"),
    format: fmt.mb,
    pass: atMost(RSS_LIMITS[0]),
  },
  {
    label: "GET /api/dashboard (24 000 échéances) : CPU serveur/req",
    target: "≤ 30 ms",
    value: key("dashboard.cpu"),
    format: fmt.ms,
    ...within(30),
  },
  {
    label: "Un paiement enregistré : CPU serveur",
    target: "≤ 5 ms",
    value: key("compte.paiement"),
    format: fmt.ms,
    ...within(5),
  },
  {
    label: "Compte d'un dossier de 120 termes : CPU serveur",
    target: "≤ 10 ms",
    value: key("compte.lecture"),
    format: fmt.ms,
    ...within(10),
  },
  {
    label: "Un PDF : CPU p95 du type le plus lent",
    target: "≤ 100 ms",
    value: key("pdf.p95"),
    format: fmt.ms,
    ...within(100),
  },
  {
    label: `${RECEIPTS} quittances (durée)`,
    target: "info",
    value: key("receipts.ms"),
    format: fmt.s,
  },
  // Issue 43, item 4: the month's receipts with their zip within 10 s, each receipt within 10 ms of server CPU.
  {
    label: `${RECEIPTS} quittances et leur zip (durée)`,
    target: "≤ 10 s",
    value: (r) =>
      r.has("receipts.ms") && r.has("zip.ms")
        ? r.get("receipts.ms")! + r.get("zip.ms")!
        : undefined,
    format: fmt.s,
    ...within(10_000),
  },
  {
    label: `${RECEIPTS} quittances : CPU serveur`,
    target: "info",
    value: key("receipts.cpu"),
    format: fmt.s,
  },
  {
    label: "Une quittance : CPU serveur",
    target: "≤ 10 ms",
    value: (r) => (r.has("receipts.cpu") ? r.get("receipts.cpu")! / RECEIPTS : undefined),
    format: fmt.ms,
    ...within(10),
  },
  {
    label: "Zip du mois (durée)",
    target: "≤ 3 s",
    value: key("zip.ms"),
    format: fmt.s,
    ...within(3_000),
  },
  { label: "Zip du mois : CPU serveur", target: "info", value: key("zip.cpu"), format: fmt.s },
];
