// Issue 41's figure: a direct debit batch of 2,000 debits, timed in-process: prepare it (POST /api/prelevements),
// validate it (POST /api/Prelevement/{id}/valider), write its pain.008 file (GET /api/Prelevement/{id}/sepa). Each
// round first adds a month's unpaid term to every dossier (untimed). run.ts adds it to the table; alone:
// `npx tsx tests/bench/prelevements.ts` prints the one line.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { makeTestApp, type TestApp } from "../support/test-app";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import type { Figure, Step } from "./harness";
import { sequestreVerifie } from "../support/iban-verification";

export const DEBITS = 2000;
const NOW = "2026-11-21T10:00:00.000Z";

/** `count` dossiers (2,000 by default; an apartment, a tenant), each with an active mandate, in SQL. */
async function dossiers(t: TestApp, count: number) {
  const n = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;
  await t.client.execute(`${n} INSERT INTO Appartement (adresse, codePostal, ville, createdAt, updatedAt)
    SELECT i || ' rue du Bench', '75001', 'Paris', '${NOW}', '${NOW}' FROM n`);
  await t.client.execute(`${n} INSERT INTO Locataire (nom, prenom, createdAt, updatedAt)
    SELECT 'Locataire ' || i, 'Bench', '${NOW}', '${NOW}' FROM n`);
  await t.client.execute(`INSERT INTO Dossier (AppartementId, LocataireId, dateEntree, dateCreationBail,
      dateDebutBail, depotGarantie, loyerHC, loyerCharge, loyerTTC, numFraisDossier, createdAt, updatedAt)
    SELECT a.id, a.id, '2025-01-01', '2025-01-01', '2025-01-01', 0, 85000, 12050, 97050, 'FD-' || a.id,
      '${NOW}', '${NOW}' FROM Appartement a`);
  await t.client.execute(`INSERT INTO MandatSepa (DossierId, rum, titulaire, iban, bic, dateSignature, lieuSignature,
      statut, auteur, createdAt)
    SELECT id, 'PL-D' || id || '-M' || id, 'Locataire ' || id, 'FR7630006000011234567890189', 'AGRIFRPP',
      '2026-11-01', 'Paris', 'actif', 'bench', '${NOW}' FROM Dossier`);
  await t.confirm("admin"); // the trust account is a money move (issue 59)
  await t.call("PUT", "/api/agence", "admin", {
    iban: IBAN_AGENCE,
    bic: BIC_AGENCE,
    ics: "FR72ZZZ123456",
  });
  // Confirmed by a second person (issue 59): the SEPA file is issued from it.
  await sequestreVerifie(t);
}

/** A month's term, unpaid, for every dossier (untimed). */
const termes = (t: TestApp, mois: string) =>
  t.client.execute(`INSERT INTO Quitance (uuid, numero, date, mois, DossierId, AppartementId, LocataireId, prixHC,
      charge, createdAt, updatedAt)
    SELECT lower(hex(randomblob(16))), '${mois}-' || id, '${mois}-01', '${mois}', id, AppartementId, LocataireId,
      85000, 12050, '${NOW}', '${NOW}' FROM Dossier`);

export interface PrelevementFigure {
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

/** One batch of round `round`: a month of terms added, then prepare, file and validate timed one by one. */
export async function measurePrelevement(t: TestApp, round: number): Promise<PrelevementFigure> {
  const m = 12 + round;
  const mois = `${2026 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}`;
  await termes(t, mois);
  const dateEcheance = `${mois}-05`;
  const [p, preparer] = await timed(() =>
    t.call("POST", "/api/prelevements", "user", { dateEcheance }),
  );
  if (p.status !== 201)
    throw new Error(`POST /api/prelevements : ${p.status} ${JSON.stringify(p.body)}`);
  const id = p.body.prelevement.id;
  // The file exists once the batch is validated, by the comptable (issue 59); a money move: the session confirms
  // first, outside the figures (twice: the confirmation lasts five minutes, the file may come later).
  await t.confirm("comptable");
  const [v, valider] = await timed(() =>
    t.call("POST", `/api/Prelevement/${id}/valider`, "comptable"),
  );
  await t.confirm("comptable");
  if (v.status !== 200) throw new Error(`POST /valider : ${v.status} ${JSON.stringify(v.body)}`);
  const [f, fichier] = await timed(() => t.call("GET", `/api/Prelevement/${id}/sepa`, "comptable"));
  if (f.status !== 200) throw new Error(`GET /sepa : ${f.status} ${JSON.stringify(f.body)}`);
  return {
    preparer,
    fichier,
    valider,
    lignes: p.body.prelevement.lignes.length,
    octets: String(f.body).length,
  };
}

/** The in-process app on a database file of its own, with its 2,000 dossiers and mandates (`n`: the ladder's). */
export async function openPrelevements(dbFile: string, n = DEBITS) {
  const t = await makeTestApp({ database: `file:${dbFile}`, now: NOW });
  await dossiers(t, n);
  return t;
}

/** run.ts's step and its figures. */
export async function setUpPrelevements(dbFile: string) {
  const t = await openPrelevements(dbFile);
  const steps: Step[] = [
    {
      name: `prélèvement de ${DEBITS} termes`,
      run: async (rec, round) => {
        const f = await measurePrelevement(t, round);
        rec("prelevement.preparer", f.preparer);
        rec("prelevement.fichier", f.fichier);
        rec("prelevement.valider", f.valider);
        rec("prelevement.total", f.preparer + f.fichier + f.valider);
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

export const PRELEVEMENT_FIGURES: Figure[] = [
  {
    label: `Prélèvement de ${DEBITS} termes : préparer + fichier pain.008 + valider`,
    target: "≤ 3 s",
    value: (r) => r.get("prelevement.total"),
    format: (v) => `${v.toFixed(0)} ms`,
    limit: 3000,
    pass: (v) => v <= 3000,
  },
  ms("prelevement.preparer", "Prélèvement : préparer le lot (POST /api/prelevements)"),
  ms("prelevement.fichier", "Prélèvement : le fichier pain.008 (GET …/sepa)"),
  ms("prelevement.valider", "Prélèvement : valider (POST …/valider)"),
];

const prelevementLine = (f: PrelevementFigure) =>
  `[bench] prélèvement de ${f.lignes} termes : préparer ${f.preparer.toFixed(0)} ms, fichier pain.008 ${f.fichier.toFixed(0)} ms (${(f.octets / 1024).toFixed(0)} Kio), valider ${f.valider.toFixed(0)} ms ; total ${(f.preparer + f.fichier + f.valider).toFixed(0)} ms`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = mkdtempSync(join(tmpdir(), "bench-prelevements-"));
  try {
    const t = await openPrelevements(join(root, "patrimoine.db"));
    for (let round = 0; round < 3; round++)
      console.log(prelevementLine(await measurePrelevement(t, round)));
    t.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
