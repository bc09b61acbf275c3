// Issue 76 item 5's figure (ADR 128): a supplier batch of 500 invoices, timed in-process: prepare it
// (POST /api/paiementsFournisseurs), validate it (POST /api/PaiementFournisseurs/{id}/valider: the funds read again
// and 500 owners debited in its one batch), write its pain.001 file (GET …/sepa). Each round first writes 500 new
// invoiced orders on the 500 lots and credits their owners (untimed). run.ts adds it to the table; alone:
// `npx tsx tests/bench/paiements-fournisseurs.ts` prints the one line.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { makeTestApp, type TestApp } from "../support/test-app";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { sequestreVerifie } from "../support/iban-verification";
import { insertAppartement } from "../support/factories";
import { fournisseurValide } from "../support/travaux";
import { autreAdmin } from "../support/second-admin";
import type { Figure, Step } from "./harness";

export const FACTURES = 500;

/** The 500 lots, each with its owner, and a supplier whose IBAN a second person confirmed. */
async function preparerBase(t: TestApp, n: number) {
  const modele = await insertAppartement(t);
  const colonnes = (await t.client.execute(`PRAGMA table_info("Appartement")`)).rows
    .map((r) => String(r.name))
    .filter((c) => c !== "id")
    .map((c) => `"${c}"`)
    .join(", ");
  await t.client.execute(
    `WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})
     INSERT INTO "Appartement" (${colonnes}) SELECT ${colonnes} FROM "Appartement", n WHERE "id" = ${modele.id}`,
  );
  await t.client.execute(
    `INSERT INTO Client (nom, prenom, createdAt, updatedAt)
     SELECT 'Proprietaire ' || id, 'Bench', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM Appartement`,
  );
  await t.client.execute(
    `INSERT INTO AppartementProprietaire (AppartementId, ClientId)
     SELECT a.id, c.id FROM Appartement a JOIN Client c ON c.nom = 'Proprietaire ' || a.id`,
  );
  await t.confirm("admin");
  await t.call("PUT", "/api/agence", "admin", { iban: IBAN_AGENCE, bic: BIC_AGENCE });
  await sequestreVerifie(t);
  const decennale = { ...fournisseurValide().decennale, du: "2020-01-01", au: "2099-12-31" };
  const f = await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide({ decennale }));
  const second = await autreAdmin(t, "valideur@bench.test");
  await second("POST", `/api/Fournisseur/${f.body.id}/iban/confirmer`);
  return { FournisseurId: f.body.id as number, second };
}

/** Round `round`'s 500 orders invoiced 300 € each to the owners, and each owner credited 400 € (untimed). */
async function facturer(t: TestApp, FournisseurId: number, round: number, date: string) {
  const at = new Date().toISOString();
  await t.client.execute(
    `INSERT INTO "Intervention" ("AppartementId", "FournisseurId", "metier", "objet", "date", "etat", "auteur", "createdAt", "updatedAt")
     SELECT id, ${FournisseurId}, 'plomberie', 'Bench ${round}', '${date}', 'facturee', 'bench', '${at}', '${at}' FROM Appartement`,
  );
  await t.client.execute(
    `INSERT INTO "FactureFournisseur" ("InterventionId", "FournisseurId", "AppartementId", "numero", "date", "montant", "lignes", "auteur", "createdAt")
     SELECT i.id, ${FournisseurId}, i."AppartementId", 'B${round}-' || i.id, '${date}', 30000,
       '[{"libelle":null,"montant":30000,"imputation":"proprietaires","nature":"entretien"}]', 'bench', '${at}'
     FROM "Intervention" i WHERE i."objet" = 'Bench ${round}'`,
  );
  await t.client.execute(
    `INSERT INTO EcritureProprietaire (ClientId, type, date, libelle, debit, credit, tva, auteur, createdAt)
     SELECT id, 'loyer', '${date}', 'Loyer bench', 0, 40000, 0, 'bench', '${at}' FROM Client WHERE prenom = 'Bench'`,
  );
}

export interface PaiementFournisseursFigure {
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

type Base = Awaited<ReturnType<typeof preparerBase>>;

/** One batch of round `round`: 500 invoices written, then prepare, validate and file timed one by one. */
export async function measurePaiementFournisseurs(
  t: TestApp,
  base: Base,
  round: number,
): Promise<PaiementFournisseursFigure> {
  const date = `2027-${String((round % 12) + 1).padStart(2, "0")}-${String(1 + Math.floor(round / 12)).padStart(2, "0")}`;
  await facturer(t, base.FournisseurId, round, date);
  await t.confirm("admin");
  const [p, preparer] = await timed(() =>
    t.call("POST", "/api/paiementsFournisseurs", "admin", { date }),
  );
  if (p.status !== 201)
    throw new Error(`POST /api/paiementsFournisseurs : ${p.status} ${JSON.stringify(p.body)}`);
  const id = p.body.paiement.id;
  const [v, valider] = await timed(() =>
    base.second("POST", `/api/PaiementFournisseurs/${id}/valider`),
  );
  if (v.status !== 200) throw new Error(`POST /valider : ${v.status} ${JSON.stringify(v.body)}`);
  await t.confirm("admin");
  const [f, fichier] = await timed(() =>
    t.call("GET", `/api/PaiementFournisseurs/${id}/sepa`, "admin"),
  );
  if (f.status !== 200) throw new Error(`GET /sepa : ${f.status}`);
  return {
    preparer,
    fichier,
    valider,
    lignes: v.body.lignes.length,
    octets: f.bytes.length,
  };
}

/** The in-process app on a database file of its own, with its 500 lots (`n`). */
export async function openPaiementsFournisseurs(dbFile: string, n = FACTURES) {
  const t = await makeTestApp({ database: `file:${dbFile}`, now: new Date().toISOString() });
  return { t, base: await preparerBase(t, n) };
}

/** run.ts's step and its figures. */
export async function setUpPaiementsFournisseurs(dbFile: string) {
  const { t, base } = await openPaiementsFournisseurs(dbFile);
  const steps: Step[] = [
    {
      name: `paiement de ${FACTURES} factures fournisseurs`,
      run: async (rec, round) => {
        const f = await measurePaiementFournisseurs(t, base, round);
        rec("fournisseurs.preparer", f.preparer);
        rec("fournisseurs.fichier", f.fichier);
        rec("fournisseurs.valider", f.valider);
        rec("fournisseurs.total", f.preparer + f.fichier + f.valider);
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

export const PAIEMENT_FOURNISSEURS_FIGURES: Figure[] = [
  {
    label: `Paiement de ${FACTURES} factures fournisseurs : préparer + valider + fichier SEPA`,
    target: "≤ 1,5 s",
    value: (r) => r.get("fournisseurs.total"),
    format: (v) => `${v.toFixed(0)} ms`,
    limit: 1500,
    pass: (v) => v <= 1500,
  },
  ms("fournisseurs.preparer", "Fournisseurs : préparer le lot (POST /api/paiementsFournisseurs)"),
  ms("fournisseurs.valider", "Fournisseurs : valider (POST …/valider, 500 débits)"),
  ms("fournisseurs.fichier", "Fournisseurs : le fichier pain.001 (GET …/sepa)"),
];

export const paiementFournisseursLine = (f: PaiementFournisseursFigure) =>
  `[bench] paiement de ${f.lignes} factures fournisseurs : préparer ${f.preparer.toFixed(0)} ms, valider ${f.valider.toFixed(0)} ms, fichier SEPA ${f.fichier.toFixed(0)} ms (${(f.octets / 1024).toFixed(0)} Kio) ; total ${(f.preparer + f.fichier + f.valider).toFixed(0)} ms`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = mkdtempSync(join(tmpdir(), "bench-fournisseurs-"));
  try {
    const { t, base } = await openPaiementsFournisseurs(join(root, "patrimoine.db"));
    for (let round = 0; round < 3; round++)
      console.log(paiementFournisseursLine(await measurePaiementFournisseurs(t, base, round)));
    t.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
