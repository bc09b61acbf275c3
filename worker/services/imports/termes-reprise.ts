import { type SQL, sql } from "drizzle-orm";
import type { Enregistrement } from "../../domain/imports/lire-feuille";
import { termeDuMois } from "../../domain/quitance";
import { libelleEcheance } from "../../domain/compte/libelles";
import { moisAppelesParLImport } from "../../domain/imports/bascule";
import { SYSTEME } from "../compte/termes";
import { recalculer } from "../compte/ledger";
import type { Ports } from "../../ports";
import { inTransaction } from "../transaction";
import { champ } from "./upsert";
import { motifImport } from "./soldes";

// Issue 74 item 3 (ADR 112, 134): the terms an import implies. The leases it creates get a term for each month from
// the cut-over's to the import day's in the import's one batch (the monthly job makes the later months). Computed by
// the product's own rule (termeDuMois: prorated at the lease's end), written by two set-based statements whatever
// the number of leases. A term is never made twice: the unique (dossier, month) index decides (ON CONFLICT DO
// NOTHING, here and in the job), never a read. Each term's due carries the import's motif, by which the undo
// recognises the terms the import made (garde.ts, annuler.ts).

interface TermeRepris {
  reference: string;
  uuid: string;
  mois: string;
  date: string;
  dateFin: string;
  prixHC: number;
  charge: number;
  libelle: string;
}

const texte = (v: unknown) => (typeof v === "string" && v ? v : null);

/**
 * Each lease's terms of the months the import calls (the cut-over's to the import day's, none before the cut-over
 * month has begun), as the product computes them.
 */
function termesRepris(
  baux: readonly Enregistrement[],
  dateReprise: string,
  jour: string,
): TermeRepris[] {
  return moisAppelesParLImport(dateReprise, jour).flatMap((mois) =>
    termesDuMois(baux, dateReprise, mois),
  );
}

/** A lease's term of a month as the product computes it, with its reference; null when none is called. */
function termeDe(r: Enregistrement, dateReprise: string, mois: string) {
  const reference = texte(r.champs.reference);
  const dateEntree = texte(r.champs.dateDebutBail);
  if (!reference || !dateEntree) return null;
  const bail = {
    dateEntree,
    dateFinBail: texte(r.champs.dateFinBail),
    loyerHC: Number(r.champs.loyerHC ?? 0),
    loyerCharge: Number(r.champs.loyerCharge ?? 0),
    dateReprise,
  };
  const t = termeDuMois(bail, mois);
  return t && t.prixHC + t.charge > 0 ? { reference, t } : null;
}

/** One month's term of each lease of the file (none for a lease not running then). */
function termesDuMois(
  baux: readonly Enregistrement[],
  dateReprise: string,
  mois: string,
): TermeRepris[] {
  return baux.flatMap((r) => {
    const terme = termeDe(r, dateReprise, mois);
    return terme
      ? [
          {
            reference: terme.reference,
            uuid: crypto.randomUUID(),
            mois,
            date: terme.t.date,
            dateFin: terme.t.dateFin,
            prixHC: terme.t.prixHC,
            charge: terme.t.charge,
            libelle: libelleEcheance(mois),
          },
        ]
      : [];
  });
}

/** How many terms termesRepris makes, leases of `sauf` left out, counted without making them (the dry run's). */
export function nombreDeTermes(
  baux: readonly Enregistrement[],
  dateReprise: string,
  jour: string,
  sauf: ReadonlySet<string> | undefined,
): number {
  let n = 0;
  for (const mois of moisAppelesParLImport(dateReprise, jour))
    for (const r of baux) {
      const terme = termeDe(r, dateReprise, mois);
      if (terme && !sauf?.has(terme.reference)) n++;
    }
  return n;
}

/**
 * The terms' statements, after the leases' (they are found by reference among the records this batch created, the
 * import's instant). The receipt is filed under the apartment's default contact, else its first owner (as
 * data.ts's landlord); its PDF is made when first asked (its `file` null, as a term changed since).
 */
export function termesRepriseStatements(p: {
  baux: readonly Enregistrement[] | undefined;
  importId: number;
  instant: string;
  dateReprise: string;
  jour: string;
}): SQL[] {
  const termes = termesRepris(p.baux ?? [], p.dateReprise, p.jour);
  // By lots of TERMES_PAR_LOT, the same two texts each time: a year of 2,000 leases is 22,000 terms, whose one JSON
  // (~5 MB) SQLite copied and parsed at once, and the driver kept bound after the run (issue 72, ADR 143).
  const lots: SQL[] = [];
  for (let i = 0; i < termes.length; i += TERMES_PAR_LOT)
    lots.push(...termesStatements(JSON.stringify(termes.slice(i, i + TERMES_PAR_LOT)), p));
  return lots;
}

/** Terms written per pair of statements: ~250 KB of JSON. */
export const TERMES_PAR_LOT = 1000;

function termesStatements(json: string, p: { importId: number; instant: string }): SQL[] {
  const proprietaire = sql`coalesce(
    (select a."defaultContact" from "Appartement" a where a."id" = d."AppartementId" and a."defaultContact" in
      (select ap."ClientId" from "AppartementProprietaire" ap where ap."AppartementId" = a."id")),
    (select min(ap."ClientId") from "AppartementProprietaire" ap where ap."AppartementId" = d."AppartementId"))`;
  return [
    sql`insert into "Quitance" ("uuid", "numero", "date", "dateFin", "mois", "DossierId", "AppartementId", "ClientId",
        "LocataireId", "prixHC", "charge", "automatique", "montantRegle", "createdAt", "updatedAt")
      select ${champ("uuid")}, printf('%s-%04d', replace(${champ("mois")}, '-', ''), d."id"), ${champ("date")},
        ${champ("dateFin")}, ${champ("mois")}, d."id", d."AppartementId", ${proprietaire}, d."LocataireId",
        ${champ("prixHC")}, ${champ("charge")}, 1, 0, ${p.instant}, ${p.instant}
      from json_each(${json}) j join "Dossier" d on d."reference" = ${champ("reference")} and d."createdAt" = ${p.instant}
      where true on conflict do nothing`,
    // The due of each term this batch inserted (found by its new uuid), dated its first day, as a term's due is.
    sql`insert into "Ecriture" ("DossierId", "type", "date", "libelle", "debit", "credit", "QuitanceId", "motif",
        "auteur", "createdAt")
      select q."DossierId", 'echeance', q."date", ${champ("libelle")}, q."prixHC" + q."charge", 0, q."id",
        ${motifImport(p.importId)}, ${SYSTEME}, ${p.instant}
      from json_each(${json}) j join "Quitance" q on q."uuid" = ${champ("uuid")}`,
  ];
}

/**
 * After the batch: a lease whose opening balance is a credit (money the tenant had in advance) has it settle its
 * new terms, as the job's interactive path does (the ledger's replay, one transaction per such lease). Only when
 * the file has such a credit: no read otherwise.
 */
export async function reglerParLeCredit(
  ports: Ports,
  importId: number,
  auCredit: boolean,
  auteur: string,
) {
  if (!auCredit) return;
  const dossiers = await ports.db.all<{ id: number }>(
    sql`select distinct e."DossierId" as "id" from "Ecriture" e
      where e."motif" = ${motifImport(importId)} and e."type" = 'reprise' and e."credit" > 0
        and exists (select 1 from "Ecriture" t where t."DossierId" = e."DossierId" and t."type" = 'echeance'
          and t."motif" = ${motifImport(importId)})`,
  );
  for (const { id } of dossiers)
    try {
      await inTransaction(ports, (tx) => recalculer(tx, id, auteur));
    } catch (e) {
      // The import is written (its batch committed): it is not failed for this; the lease's next ledger write
      // replays its account and settles the term then.
      ports.log?.("import.credit", { importId, DossierId: id, message: String(e) });
    }
}
