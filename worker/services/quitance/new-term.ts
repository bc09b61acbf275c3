import { and, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { Appartement, Dossier, Locataire, Quitance } from "../../db/schema";
import type { Db, Ports } from "../../ports";
import { builtOnce } from "../../db/built-once";
import { bornesDuMois, moisDe, type Terme } from "../../domain/quitance";
import { libelleEcheance } from "../../domain/compte/libelles";
import { newKey } from "../files/keys";
import { pdfs } from "../documents/pdf";
import type { DocumentContext } from "../../documents/layout";
import { SYSTEME } from "../compte/termes";
import {
  APPARTEMENT_COLS,
  DOSSIER_TERME_COLS,
  LOCATAIRE_COLS,
  documentData,
  SOLDE_ANTERIEUR,
  type Landlord,
  type QuitanceDoc,
  type QuitanceRow,
} from "./data";
import { empreinte } from "./document";
import { numero } from "./generate";
import { primesStatements } from "../garanties/primes";
import { colocatairesJson } from "../colocataires/lire";

// A month's new receipt without an interactive transaction (ADR 015, issue 22): one read of the dossiers with
// their month's receipt and account, then per receipt its PDF stored (one put), then one write batch whose
// conditions are SQL's (the unique (dossier, month) index, no credit waiting on the account). The daily job
// (auto.ts) makes a batch of dossiers' receipts this way, a receipt made by hand (by-hand.ts) one.

/** The dossiers `where` selects with what their month's receipt needs: tenant, apartment, the receipt if made. */
export function termReads(ports: Ports, mois: string, where: SQL) {
  return termReadsOn(ports.db, mois, bornesDuMois(mois).debut, where);
}

/** `termReads` for one dossier, built once: its values are `mois`, its first day `debut` and `dossierId`. */
const termReadOfDossier = builtOnce((db) =>
  termReadsOn(
    db,
    sql.placeholder("mois"),
    sql.placeholder("debut"),
    eq(Dossier.id, sql.placeholder("dossierId")),
  ).prepare(),
);

/** One dossier's `termReads` (a receipt made by hand). */
export const termReadOf = (ports: Ports, mois: string, dossierId: number) =>
  termReadOfDossier(ports.db).all({ mois, debut: bornesDuMois(mois).debut, dossierId });

/** The statement of `termReads`: the month and its first day as values or placeholders. */
function termReadsOn(db: Db, mois: string | Placeholder, debut: string | Placeholder, where: SQL) {
  return db
    .select({
      d: { ...DOSSIER_TERME_COLS, jourQuitance: Dossier.jourQuitance },
      l: { ...LOCATAIRE_COLS, colocataires: colocatairesJson(sql`"Dossier"."id"`) },
      a: APPARTEMENT_COLS,
      q: Quitance,
      solde: SOLDE_ANTERIEUR,
      // The account's balance now, and what later terms still owe: a new term's balance before it (see
      // SOLDE_ANTERIEUR) without writing it first.
      balance: sql<number>`(select coalesce(sum(e."debit" - e."credit"), 0) from "Ecriture" e where e."DossierId" = "Dossier"."id")`,
      // The balance without the regularisations' debits (no term's due): below zero exactly when money waits.
      libre: sql<number>`(select coalesce(sum(case when e."type" = 'regularisation' then -e."credit" else e."debit" - e."credit" end), 0) from "Ecriture" e where e."DossierId" = "Dossier"."id")`,
      laterRest: sql<number>`(select coalesce(sum(max(0, n."prixHC" + n."charge" - coalesce(n."montantRegle", 0))), 0) from "Quitance" n where n."DossierId" = "Dossier"."id" and n."date" > max("Dossier"."dateEntree", ${debut}))`,
      mailed: sql<number>`exists (select 1 from "Outbox" o where o."dedupeKey" = 'quitance:' || "Quitance"."id" || ':envoi')`,
      // Queued but never tried: a batch cut short after its write (its e-mail message not sent) queues it again.
      unsent: sql<
        number | null
      >`(select o."id" from "Outbox" o where o."dedupeKey" = 'quitance:' || "Quitance"."id" || ':envoi' and o."status" = 'pending' and o."attempts" = 0)`,
    })
    .from(Dossier)
    .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
    .innerJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
    .leftJoin(Quitance, and(eq(Quitance.DossierId, Dossier.id), eq(Quitance.mois, mois)))
    .where(where)
    .orderBy(Dossier.id);
}
export type TermRead = Awaited<ReturnType<typeof termReads>>[number];

/** The made receipt's document as its row and the account stand. */
export const existingDoc = (r: TermRead & { q: QuitanceRow }, landlord: Landlord): QuitanceDoc => ({
  row: r.q,
  locataire: r.l,
  appartement: r.a,
  data: documentData(r.q, r.l, r.a, landlord, r.solde == null ? null : Number(r.solde)),
});

/**
 * A term the account's replay must settle (a credit waiting on it, or a term of zero): not for the write batch,
 * which writes no term's state, but for generate.ts's interactive transaction.
 */
export const needsReplay = (r: TermRead, terme: Terme) =>
  Number(r.libre) < 0 || terme.prixHC + terme.charge <= 0;

/** A new receipt of the month: its row and document, the PDF stored under a new key, and its write statements. */
export async function newTerm(
  ports: Ports,
  r: TermRead,
  landlord: Landlord,
  terme: Terme,
  automatique: boolean,
  nowIso: string,
  ctx: DocumentContext,
) {
  const key = newKey("quitances", "pdf");
  const mois = moisDe(terme.date);
  const row: QuitanceRow = {
    id: 0,
    uuid: crypto.randomUUID(),
    numero: numero(mois, r.d.id),
    date: terme.date,
    dateFin: terme.dateFin,
    mois,
    DossierId: r.d.id,
    AppartementId: r.d.AppartementId,
    ClientId: landlord.clientIds[0] ?? null,
    LocataireId: r.d.LocataireId,
    prixHC: terme.prixHC,
    charge: terme.charge,
    relance: false,
    regle: false,
    statusInconu: true,
    automatique,
    montantRegle: 0,
    dateReglement: null,
    declaration: null,
    etapeRelance: 0,
    nbRelances: 0,
    file: key,
    fileEmpreinte: null,
    reponduAt: null,
    createdAt: nowIso,
    updatedAt: nowIso,
  };
  const doc: QuitanceDoc = {
    row,
    locataire: r.l,
    appartement: r.a,
    // What SOLDE_ANTERIEUR will read once the term and its due are written (they cancel out).
    data: documentData(row, r.l, r.a, landlord, Number(r.balance) - Number(r.laterRest)),
  };
  row.fileEmpreinte = empreinte(doc.data);
  await ports.files.put(key, await (await pdfs()).quittancePdf(doc.data, ctx), "application/pdf");
  return { key, row, doc, writes: newTermWrites(ports, row, terme.prixHC + terme.charge, nowIso) };
}

/**
 * The receipt (only if its dossier is still there and its account holds no credit waiting, else the replay must
 * settle it) and its due, found by the receipt's new file key: both or neither.
 */
function newTermWrites(ports: Ports, q: QuitanceRow, total: number, nowIso: string) {
  return [
    ports.db.run(sql`insert into "Quitance" ("uuid", "numero", "date", "dateFin", "mois", "DossierId",
        "AppartementId", "ClientId", "LocataireId", "prixHC", "charge", "automatique", "montantRegle", "file",
        "fileEmpreinte", "createdAt", "updatedAt")
      select ${q.uuid}, ${q.numero}, ${q.date}, ${q.dateFin}, ${q.mois}, ${q.DossierId}, ${q.AppartementId},
        ${q.ClientId}, ${q.LocataireId}, ${q.prixHC}, ${q.charge}, ${q.automatique ? 1 : 0}, 0, ${q.file}, ${q.fileEmpreinte}, ${nowIso},
        ${nowIso}
      where exists (select 1 from "Dossier" where "id" = ${q.DossierId})
        and (select coalesce(sum(case when "type" = 'regularisation' then -"credit" else "debit" - "credit" end), 0) from "Ecriture" where "DossierId" = ${q.DossierId}) >= 0
      on conflict do nothing`),
    ports.db.run(sql`insert into "Ecriture" ("DossierId", "type", "date", "libelle", "debit", "credit",
        "QuitanceId", "auteur", "createdAt")
      select "DossierId", 'echeance', "date", ${libelleEcheance(q.mois)}, ${total}, 0, "id", ${SYSTEME}, ${nowIso}
      from "Quitance" where "file" = ${q.file}`),
    // An insured lease's premium and the owners' debits of it (issue 78): nothing for any other lease.
    ...primesStatements(ports, sql`q."file" = ${q.file}`),
  ] as const;
}
