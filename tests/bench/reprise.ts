// Issue 61's figure: a portfolio of 2,000 leases with their owners, apartments, tenants, guarantors and balances
// (tests/support/portefeuille-genere.ts, a workbook of the template) checked (POST /api/imports?essai=1) then
// imported (POST /api/imports) by the real Node server into an empty agency: the time of both, and how much the
// server's resident memory grew meanwhile (its peak, sampled every 25 ms, less its RSS before). Each round starts a
// server of its own on an empty data folder, so that every round creates everything. run.ts adds it to the table;
// `npx tsx tests/bench/reprise.ts` prints the one line.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { addMonths, parisDate } from "../../worker/domain/dates";
import { classeurGenere } from "../support/portefeuille-genere";
import type { Figure, Step } from "./harness";
import { cleanupAll, loginHeaders, rssMb, stop } from "./processes";
import { ADMIN, serverCommand, startApi } from "./servers";

const BAUX = 2000;
/**
 * The 1st of the month eleven months before this Paris month: the import calls twelve months of terms for each
 * lease (24,000), whatever the day the bench runs. The former fixed 01/01/2026 called 2,000 terms more each month of
 * the year, and would have gone on after it (ADR 152); twelve is what it reached in December, and more than an agency
 * moving in usually brings. After every lease's start (the generator's leases start from 2020 to 2024).
 */
const DATE_REPRISE = addMonths(`${parisDate(new Date()).slice(0, 7)}-01`, -11);

export interface RepriseFigure {
  essaiMs: number;
  importMs: number;
  rssAvantMb: number;
  rssCroissanceMb: number;
}

function envoi(classeur: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append("fichier", new File([classeur], "reprise.xlsx"));
  form.append("dateReprise", DATE_REPRISE);
  return form;
}

/** One dry run then one import of the workbook on a fresh server, its RSS sampled all along. */
export async function measureReprise(
  dataDir: string,
  classeur: Uint8Array<ArrayBuffer>,
): Promise<RepriseFigure> {
  mkdirSync(dataDir, { recursive: true });
  const api = await startApi("reprise", serverCommand(), dataDir);
  try {
    const headers = await loginHeaders(api.url, ADMIN);
    const rssAvantMb = rssMb(api.pid) ?? Number.NaN;
    let pic = rssAvantMb;
    const sonde = setInterval(() => {
      pic = Math.max(pic, rssMb(api.pid) ?? pic);
    }, 25);
    try {
      let t0 = performance.now();
      const essai = await fetch(`${api.url}/api/imports?essai=1`, {
        method: "POST",
        headers,
        body: envoi(classeur),
      });
      const corps = (await essai.json()) as { erreurs?: unknown[] };
      if (essai.status !== 200 || corps.erreurs?.length)
        throw new Error(
          `POST /api/imports?essai=1 : ${essai.status} ${JSON.stringify(corps.erreurs?.slice(0, 5) ?? corps).slice(0, 800)}`,
        );
      const essaiMs = performance.now() - t0;
      t0 = performance.now();
      const ecrit = await fetch(`${api.url}/api/imports`, {
        method: "POST",
        headers,
        body: envoi(classeur),
      });
      const reponse = await ecrit.text();
      if (ecrit.status !== 201)
        throw new Error(`POST /api/imports : ${ecrit.status} ${reponse.slice(0, 500)}`);
      const importMs = performance.now() - t0;
      pic = Math.max(pic, rssMb(api.pid) ?? pic);
      return { essaiMs, importMs, rssAvantMb, rssCroissanceMb: pic - rssAvantMb };
    } finally {
      clearInterval(sonde);
    }
  } finally {
    // This round's server, started above, and nothing else.
    if (api.child) await stop(api.child);
  }
}

/** run.ts's step (a fresh server and data folder each round) and its figures. */
export async function setUpReprise(root: string) {
  const classeur = await classeurGenere(BAUX);
  const steps: Step[] = [
    {
      name: `reprise de ${BAUX} baux`,
      run: async (rec, round) => {
        const f = await measureReprise(join(root, `reprise-${round}`), classeur);
        rec("reprise.essai", f.essaiMs), rec("reprise.import", f.importMs);
        rec("reprise.ms", f.essaiMs + f.importMs), rec("reprise.rss", f.rssCroissanceMb);
      },
    },
  ];
  return { steps };
}

export const REPRISE_FIGURES: Figure[] = [
  {
    label: `Reprise de ${BAUX} baux : vérification puis import (durée, serveur Node)`,
    target: "≤ 15 s",
    value: (r) => r.get("reprise.ms"),
    format: (v) => `${(v / 1000).toFixed(2)} s`,
    limit: 15_000,
    pass: (v) => v <= 15_000,
  },
  {
    label: "Reprise : vérification seule (essai=1)",
    target: "info",
    value: (r) => r.get("reprise.essai"),
    format: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  {
    label: "Reprise : import seul",
    target: "info",
    value: (r) => r.get("reprise.import"),
    format: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  {
    label: "Reprise : croissance du RSS du serveur (pic)",
    target: "≤ 100 Mo",
    value: (r) => r.get("reprise.rss"),
    format: (v) => `${v.toFixed(0)} Mo`,
    pass: (v) => v <= 100,
  },
];

export const repriseLine = (f: RepriseFigure) =>
  `[bench] reprise de ${BAUX} baux : vérification ${f.essaiMs.toFixed(0)} ms, import ${f.importMs.toFixed(0)} ms (cible ≤ 15 000 ms en tout) ; RSS du serveur ${f.rssAvantMb.toFixed(0)} Mo, +${f.rssCroissanceMb.toFixed(0)} Mo au pic (cible ≤ 100 Mo)`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = mkdtempSync(join(tmpdir(), "bench-reprise-"));
  try {
    const classeur = await classeurGenere(BAUX);
    console.log(`[bench] classeur de ${BAUX} baux : ${(classeur.length / 1024).toFixed(0)} Ko`);
    for (let i = 0; i < 3; i++)
      console.log(repriseLine(await measureReprise(join(root, `r${i}`), classeur)));
  } finally {
    await cleanupAll();
    rmSync(root, { recursive: true, force: true });
  }
}
