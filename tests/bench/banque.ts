// Issue 26's figure: a 5,000-line bank statement (CSV) imported and matched against 2,000 dossiers with their terms,
// timed in-process (POST /api/banque/releves computes the suggestions of every credit line). run.ts adds it to the
// table on a copy of its seeded data; `npx tsx tests/bench/banque.ts` seeds its own and prints the one line.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { makeTestApp, type TestApp } from "../support/test-app";
import { parisDate } from "../../worker/domain/dates";
import type { Figure, Step } from "./harness";
import { seed } from "./seed";

export const LIGNES = 5000;
const DOSSIERS = 2000;

type Tenant = { nom: string; prenom: string; du: number };

/** The tenants of the dossiers with terms, and what a month of rent is for each. */
async function tenants(t: TestApp, n: number): Promise<Tenant[]> {
  const r = await t.client.execute(
    `SELECT l.nom, l.prenom, d.loyerHC + d.loyerCharge AS du FROM Dossier d JOIN Locataire l ON l.id = d.LocataireId
     WHERE d.id IN (SELECT DossierId FROM Quitance) LIMIT ${n}`,
  );
  return r.rows.map((x) => ({ nom: String(x.nom), prenom: String(x.prenom), du: Number(x.du) }));
}

const euros = (n: number) => n.toFixed(2).replace(".", ",");

/** 5,000 lines of one month: rents naming their tenant (2 in 5), other transfers, card payments and fees. */
export function statementCsv(people: Tenant[], round: number): string {
  const out = ["Date;Libellé;Débit;Crédit"];
  for (let i = 0; i < LIGNES; i++) {
    const jour = String((i % 28) + 1).padStart(2, "0");
    const date = `${jour}/0${(round % 9) + 1}/2027`;
    const p = people[i % people.length]!;
    if (i % 5 < 2)
      out.push(`${date};VIR SEPA ${p.prenom} ${p.nom} LOYER ${round}-${i};;${euros(p.du)}`);
    else if (i % 5 === 2) out.push(`${date};VIR RECU SCI ${round}-${i};;${euros(100 + (i % 900))}`);
    else out.push(`${date};CB FRAIS ${round}-${i};${euros(1 + (i % 50))};`);
  }
  return out.join("\n");
}

export interface BanqueFigure {
  ms: number;
  lignes: number;
  suggestions: number;
  rssMb: number;
  heapDeltaMb: number;
}

/** One import of a fresh statement (its lines new: `round` in their labels), wall time and memory. */
export async function measureBanque(
  t: TestApp,
  people: Tenant[],
  round: number,
): Promise<BanqueFigure> {
  const form = new FormData();
  form.append("file", new File([statementCsv(people, round)], `releve-${round}.csv`));
  form.append("nouveauCompte", "Compte principal");
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const r = await t.call("POST", "/api/banque/releves", "user", form);
  const ms = performance.now() - t0;
  if (r.status !== 201)
    throw new Error(`POST /api/banque/releves : ${r.status} ${JSON.stringify(r.body)}`);
  const mem = process.memoryUsage();
  return {
    ms,
    lignes: r.body.releve.lignes,
    suggestions: r.body.suggestions.length,
    rssMb: mem.rss / 2 ** 20,
    heapDeltaMb: (mem.heapUsed - heap0) / 2 ** 20,
  };
}

/** The in-process app on a seeded database file, and its tenants (the `n` first dossiers with terms). */
export async function openBanque(dbFile: string, n = DOSSIERS) {
  const t = await makeTestApp({ database: `file:${dbFile}`, now: new Date().toISOString() });
  return { t, people: await tenants(t, n) };
}

/** run.ts's step (a new statement each round) and its figures, on a copy of the seeded data. */
export async function setUpBanque(dbFile: string) {
  const { t, people } = await openBanque(dbFile);
  const steps: Step[] = [
    {
      name: `relevé bancaire de ${LIGNES} lignes`,
      run: async (rec, round) => {
        const f = await measureBanque(t, people, round);
        rec("banque.ms", f.ms), rec("banque.rss", f.rssMb);
      },
    },
  ];
  return { steps, dispose: () => t.close() };
}

export const BANQUE_FIGURES: Figure[] = [
  {
    label: `Relevé de ${LIGNES} lignes importé et rapproché (${DOSSIERS} dossiers)`,
    target: "≤ 2 s",
    value: (r) => r.get("banque.ms"),
    format: (v) => `${(v / 1000).toFixed(2)} s`,
    limit: 2000,
    pass: (v) => v <= 2000,
  },
  {
    label: "Relevé bancaire : mémoire du processus (en processus)",
    target: "info",
    value: (r) => r.get("banque.rss"),
    format: (v) => `${v.toFixed(0)} Mo`,
  },
];

export const banqueLine = (f: BanqueFigure) =>
  `[bench] relevé de ${LIGNES} lignes importé et rapproché contre ${DOSSIERS} dossiers : ${f.ms.toFixed(0)} ms (cible ≤ 2 000 ms) ; ${f.lignes} lignes, ${f.suggestions} suggestions ; RSS ${f.rssMb.toFixed(0)} Mo, tas +${f.heapDeltaMb.toFixed(0)} Mo`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = mkdtempSync(join(tmpdir(), "bench-banque-"));
  try {
    const dbFile = join(root, "patrimoine.db");
    const today = parisDate(new Date());
    const t0 = Date.now();
    await seed(
      dbFile,
      { appartements: DOSSIERS, clients: DOSSIERS, locataires: DOSSIERS },
      { termes: { dossiers: DOSSIERS, jusquA: today.slice(0, 7), aujourdhui: today } },
    );
    console.log(`[bench] base remplie en ${Date.now() - t0} ms`);
    const { t, people } = await openBanque(dbFile);
    console.log(banqueLine(await measureBanque(t, people, 1)));
    t.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
