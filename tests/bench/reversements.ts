// Issue 38, part 3's figure: a payout batch for 500 owners, timed in-process: prepare it (POST /api/reversements),
// validate it (POST /api/Reversement/{id}/valider), write its SEPA file (GET /api/Reversement/{id}/sepa). Each round
// first credits every owner again (untimed), then pays them all. run.ts adds it to the table; alone:
// `npx tsx tests/bench/reversements.ts` prints the one line.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { makeTestApp, type TestApp } from "../support/test-app";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import type { Figure, Step } from "./harness";
import { sequestreVerifie } from "../support/iban-verification";

export const PROPRIETAIRES = 500;

/** `n` owners (500 by default) with an IBAN (one SQL statement). */
async function proprietaires(t: TestApp, n: number) {
  await t.client.execute(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})
     INSERT INTO Client (nom, prenom, iban, bic, reserve, createdAt, updatedAt)
     SELECT 'Proprietaire ' || i, 'Bench', 'DE89370400440532013000', 'COBADEFFXXX', (i % 5) * 1000,
       '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n`,
  );
  await t.confirm("admin"); // the trust account is a money move (issue 59)
  await t.call("PUT", "/api/agence", "admin", { iban: IBAN_AGENCE, bic: BIC_AGENCE });
  // Confirmed by a second person (issue 59): the SEPA file is issued from it.
  await sequestreVerifie(t);
}

/** A month's rent credited to every owner (untimed), dated `date`. */
const crediter = (t: TestApp, date: string) =>
  t.client.execute(
    `INSERT INTO EcritureProprietaire (ClientId, type, date, libelle, debit, credit, tva, auteur, createdAt)
     SELECT id, 'loyer', '${date}', 'Loyer bench', 0, 80000 + id, 0, 'bench', '${date}T00:00:00.000Z' FROM Client`,
  );

export interface ReversementFigure {
  preparer: number;
  fichier: number;
  valider: number;
  lignes: number;
  octets: number;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await run();
  return [r, performance.now() - t0];
}

/** One batch of round `round`: the owners credited, then prepare, file and validate timed one by one. */
export async function measureReversement(t: TestApp, round: number): Promise<ReversementFigure> {
  const date = `2027-${String((round % 12) + 1).padStart(2, "0")}-${String(1 + Math.floor(round / 12)).padStart(2, "0")}`;
  await crediter(t, date);
  const [p, preparer] = await timed(() => t.call("POST", "/api/reversements", "user", { date }));
  if (p.status !== 201)
    throw new Error(`POST /api/reversements : ${p.status} ${JSON.stringify(p.body)}`);
  const id = p.body.reversement.id;
  // The file exists once the batch is validated, by the comptable (issue 59); a money move: the session confirms
  // first, outside the figures (twice: the confirmation lasts five minutes, the file may come later).
  await t.confirm("comptable");
  const [v, valider] = await timed(() =>
    t.call("POST", `/api/Reversement/${id}/valider`, "comptable"),
  );
  await t.confirm("comptable");
  if (v.status !== 200) throw new Error(`POST /valider : ${v.status} ${JSON.stringify(v.body)}`);
  const [f, fichier] = await timed(() => t.call("GET", `/api/Reversement/${id}/sepa`, "comptable"));
  if (f.status !== 200) throw new Error(`GET /sepa : ${f.status}`);
  return {
    preparer,
    fichier,
    valider,
    lignes: p.body.reversement.lignes.length,
    octets: String(f.body).length,
  };
}

/** The in-process app on a database file of its own, with its 500 owners (`n`: the ladder's sizes). */
export async function openReversements(dbFile: string, n = PROPRIETAIRES) {
  const t = await makeTestApp({ database: `file:${dbFile}`, now: new Date().toISOString() });
  await proprietaires(t, n);
  return t;
}

/** run.ts's step and its figures. */
export async function setUpReversements(dbFile: string) {
  const t = await openReversements(dbFile);
  const steps: Step[] = [
    {
      name: `reversement de ${PROPRIETAIRES} propriétaires`,
      run: async (rec, round) => {
        const f = await measureReversement(t, round);
        rec("reversement.preparer", f.preparer);
        rec("reversement.fichier", f.fichier);
        rec("reversement.valider", f.valider);
        rec("reversement.total", f.preparer + f.fichier + f.valider);
      },
    },
  ];
  return { steps, dispose: () => t.close() };
}

const ms = (key: string, label: string): Figure => ({
  label,
  target: "info",
  value: (r) => r.get(key),
  format: (v) => `${v.toFixed(0)} ms`,
});

export const REVERSEMENT_FIGURES: Figure[] = [
  {
    label: `Reversement de ${PROPRIETAIRES} propriétaires : préparer + fichier SEPA + valider`,
    target: "≤ 1 s",
    value: (r) => r.get("reversement.total"),
    format: (v) => `${v.toFixed(0)} ms`,
    limit: 1000,
    pass: (v) => v <= 1000,
  },
  ms("reversement.preparer", "Reversement : préparer le lot (POST /api/reversements)"),
  ms("reversement.fichier", "Reversement : le fichier pain.001 (GET …/sepa)"),
  ms("reversement.valider", "Reversement : valider (POST …/valider)"),
];

export const reversementLine = (f: ReversementFigure) =>
  `[bench] reversement de ${f.lignes} propriétaires : préparer ${f.preparer.toFixed(0)} ms, fichier SEPA ${f.fichier.toFixed(0)} ms (${(f.octets / 1024).toFixed(0)} Kio), valider ${f.valider.toFixed(0)} ms ; total ${(f.preparer + f.fichier + f.valider).toFixed(0)} ms`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = mkdtempSync(join(tmpdir(), "bench-reversements-"));
  try {
    const t = await openReversements(join(root, "patrimoine.db"));
    for (let round = 0; round < 3; round++)
      console.log(reversementLine(await measureReversement(t, round)));
    t.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
