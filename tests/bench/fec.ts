// Issue 38 part 7's figure (ADR 035): the FEC of a year at 2,000 leases, timed in-process on a copy of the seeded
// data (12 months of terms and payments) to which the owners' entries of those payments are added (each payment's
// rent credit and 8 % fee with its VAT, one payout per owner and month). run.ts adds it to the table;
// `npx tsx tests/bench/fec.ts` seeds its own data and prints the one line.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { makeTestApp, type TestApp } from "../support/test-app";
import { parisDate } from "../../worker/domain/dates";
import type { Figure, Step } from "./harness";
import { seed } from "./seed";

const DOSSIERS = 2000;
const EXERCICE = Number(parisDate(new Date()).slice(0, 4));

/**
 * The owners' side of the seeded payments, written in SQL: rent credited, fee debited, a payout per month (its
 * batch numbered by the month: one payout line per batch and owner, the unique index of issue 41's migrations).
 */
async function ecrituresProprietaires(t: TestApp) {
  const owner = `(select min(ap."ClientId") from "AppartementProprietaire" ap where ap."AppartementId" = d."AppartementId")`;
  const common = `e."DossierId", e."PaiementId", e."QuitanceId", 'bench', e."createdAt"`;
  await t.client.executeMultiple(`
    insert into "EcritureProprietaire" ("ClientId", type, date, libelle, credit, debit, tva, "DossierId", "PaiementId", "QuitanceId", auteur, "createdAt")
      select ${owner}, 'loyer', e.date, 'Loyer et charges encaissés', e.credit, 0, 0, ${common}
      from "Ecriture" e join "Dossier" d on d.id = e."DossierId" where e.type = 'paiement' and ${owner} is not null;
    insert into "EcritureProprietaire" ("ClientId", type, date, libelle, credit, debit, tva, "DossierId", "PaiementId", "QuitanceId", auteur, "createdAt")
      select ${owner}, 'honoraires', e.date, 'Honoraires de gestion 8 % TTC', 0, round(e.credit * 0.08),
        round(e.credit * 0.08) - round(round(e.credit * 0.08) / 1.2), ${common}
      from "Ecriture" e join "Dossier" d on d.id = e."DossierId" where e.type = 'paiement' and ${owner} is not null;
    insert into "EcritureProprietaire" ("ClientId", type, date, libelle, credit, debit, tva, "ReversementId", auteur, "createdAt")
      select "ClientId", 'reversement', substr(date, 1, 7) || '-28', 'Reversement du mois', 0,
        max(sum(credit) - sum(debit), 0), 0, cast(substr(date, 1, 4) || substr(date, 6, 2) as integer), 'bench', max("createdAt")
      from "EcritureProprietaire" group by "ClientId", substr(date, 1, 7);
  `);
  await t.call("PUT", "/api/agence", "admin", { siren: "123456782" });
}

export interface FecFigure {
  ms: number;
  octets: number;
  lignes: number;
  rssMb: number;
  heapDeltaMb: number;
}

/** One FEC of the year, read chunk by chunk as a client would (never held whole here). */
export async function measureFec(t: TestApp): Promise<FecFigure> {
  // A money move (issue 59): the session confirms first, outside the figures.
  await t.confirm("admin");
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const res = await t.app.request(`/api/comptabilite/fec?exercice=${EXERCICE}`, {
    headers: { Authorization: `Token ${t.tokens.admin}` },
  });
  if (res.status !== 200)
    throw new Error(`GET /api/comptabilite/fec : ${res.status} ${await res.text()}`);
  let octets = 0;
  let lignes = 0;
  const reader = res.body!.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    octets += r.value.byteLength;
    for (let i = r.value.indexOf(10); i !== -1; i = r.value.indexOf(10, i + 1)) lignes++;
  }
  const ms = performance.now() - t0;
  const mem = process.memoryUsage();
  return {
    ms,
    octets,
    lignes,
    rssMb: mem.rss / 2 ** 20,
    heapDeltaMb: (mem.heapUsed - heap0) / 2 ** 20,
  };
}

export async function openFec(dbFile: string) {
  const t = await makeTestApp({ database: `file:${dbFile}`, now: new Date().toISOString() });
  await ecrituresProprietaires(t);
  return t;
}

/** run.ts's step and its figures, on a copy of the seeded data. */
export async function setUpFec(dbFile: string) {
  const t = await openFec(dbFile);
  const steps: Step[] = [
    {
      name: `FEC d'un exercice (${DOSSIERS} baux)`,
      run: async (rec) => {
        const f = await measureFec(t);
        rec("fec.ms", f.ms), rec("fec.lignes", f.lignes), rec("fec.rss", f.rssMb);
      },
    },
  ];
  return { steps, dispose: () => t.close() };
}

export const FEC_FIGURES: Figure[] = [
  {
    label: `FEC d'un exercice, ${DOSSIERS} baux (durée, en processus)`,
    target: "≤ 5 s",
    value: (r) => r.get("fec.ms"),
    format: (v) => `${(v / 1000).toFixed(2)} s`,
    limit: 5000,
    pass: (v) => v <= 5000,
  },
  {
    label: "FEC : lignes du fichier",
    target: "info",
    value: (r) => r.get("fec.lignes"),
    format: (v) => v.toLocaleString("fr-FR"),
  },
  {
    label: "FEC : mémoire du processus (en processus)",
    target: "info",
    value: (r) => r.get("fec.rss"),
    format: (v) => `${v.toFixed(0)} Mo`,
  },
];

export const fecLine = (f: FecFigure) =>
  `[bench] FEC de l'exercice ${EXERCICE} à ${DOSSIERS} baux : ${f.ms.toFixed(0)} ms ; ${f.lignes} lignes, ${(f.octets / 2 ** 20).toFixed(1)} Mo ; RSS ${f.rssMb.toFixed(0)} Mo, tas +${f.heapDeltaMb.toFixed(0)} Mo`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = mkdtempSync(join(tmpdir(), "bench-fec-"));
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
    const t = await openFec(dbFile);
    for (let i = 0; i < 3; i++) console.log(fecLine(await measureFec(t)));
    t.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
