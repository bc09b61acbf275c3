// `npm run bench:search`: how fast the pickers and the global search answer with 2,000 records of each kind.
// Seeds the bench data (seed.ts), builds the app on it as the Node entry does (list cache included) and replays
// what a person typing does: one request per word prefix, each a new query (a cache miss), one after the other.
// Prints the latencies; never fails on them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../worker/app";
import { bootstrap } from "../../worker/db/bootstrap";
import { nodePorts } from "../../worker/entry/node-ports";
import { seed } from "./seed";

const N = 2000;
const ADMIN = { ADMIN_EMAIL: "bench@patrimoine-locatif.fr", ADMIN_PASSWORD: "bench-mot-de-passe" };
// What people type, letter by letter: names, a street, a town, words out of order, without accents.
const TYPED = [
  "lefevre",
  "dupont",
  "rue de la roquette",
  "helene",
  "montreuil",
  "voltaire 75011",
  "etienne",
];
const prefixes = (word: string) =>
  Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)).filter(
    (p) => p.trim().length > 1 || p.length === 1,
  );

const dataDir = mkdtempSync(join(tmpdir(), "pl-bench-search-"));
try {
  const t0 = performance.now();
  await seed(join(dataDir, "patrimoine.db"), { appartements: N, clients: N, locataires: N });
  console.log(
    `[bench:search] ${N} appartements, clients et locataires créés en ${Math.round(performance.now() - t0)} ms`,
  );
  const ports = await nodePorts({ DATA_DIR: dataDir, ...ADMIN });
  await bootstrap(ports.db, ADMIN);
  const app = createApp(ports);
  const login = await app.request("/api/user/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      credentials: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
    }),
  });
  const { user } = (await login.json()) as { user: { token: string } };
  const headers = { Authorization: `Token ${user.token}` };

  async function timed(path: string): Promise<number> {
    const start = performance.now();
    const res = await app.request(path, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} -> ${res.status}`);
    return performance.now() - start;
  }
  const stats = (ms: number[]) => {
    const s = [...ms].sort((a, b) => a - b);
    const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(1);
    return `n=${s.length} p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`;
  };

  await timed("/api/search?q=echauffement"); // first statements prepared, JIT warmed
  const targets: [string, (q: string) => string][] = [
    [
      "picker Appartement ?q=&limit=20",
      (q) => `/api/Appartement?q=${encodeURIComponent(q)}&limit=20`,
    ],
    ["picker Locataire ?q=&limit=20", (q) => `/api/Locataire?q=${encodeURIComponent(q)}&limit=20`],
    ["picker Client ?q=&limit=20", (q) => `/api/Client?q=${encodeURIComponent(q)}&limit=20`],
    ["recherche globale /api/search", (q) => `/api/search?q=${encodeURIComponent(q)}`],
  ];
  for (const [name, path] of targets) {
    ports.listCache?.clear();
    const open = await timed(path(""));
    const typing: number[] = [];
    for (const word of TYPED) for (const p of prefixes(word)) typing.push(await timed(path(p)));
    console.log(
      `[bench:search] ${name.padEnd(34)} ouverture ${open.toFixed(1)} ms · frappe ${stats(typing)}`,
    );
  }
  ports.client.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
