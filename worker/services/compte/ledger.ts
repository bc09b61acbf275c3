import { type SQL, sql, type Placeholder } from "drizzle-orm";
import { Ecriture, Paiement, Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import type { LigneRejouee } from "../../ports/kept-ledgers";
import { chargeDeLigne, depotDetenu } from "../../domain/compte/emmenagement";
import { lettrer, type Evenement, type Lettrage } from "../../domain/compte/lettrage";
import { etatsDe, etatsStockes, projection } from "./projection";
import { reconcilierLoyers } from "../proprietaire/loyers";

// The tenant's account read back from its entries, and the terms' state written from it (ADR 007). The entries are
// the truth; Quitance.regle / montantRegle / dateReglement are their projection, kept for lists and documents and
// written only here, in the transaction of the entry that changed them.

/**
 * A dossier named by its id, or by the SQL that finds it (a tenant's space: the tenant's lease, found in the same
 * statement, so that the space's reads go together in one round trip: services/espace/locataire-lecture.ts).
 */
export type DossierRef = number | SQL;

export type EcritureRow = Omit<typeof Ecriture.$inferSelect, "DossierId"> & { mode: string | null };

// The columns of a line, in the order of the JSON arrays SQLite builds (ecrituresDuDossier).
const COLS = [
  "id",
  "type",
  "date",
  "libelle",
  "debit",
  "credit",
  "QuitanceId",
  "PaiementId",
  "motif",
  "auteur",
  "createdAt",
] as const;

/** A line as ecrituresDuDossier's statement builds it: the values of COLS in that order, then the payment's mode. */
type Line = [...ValuesOf<typeof COLS>, EcritureRow["mode"]];
/** The types of these columns' values, in their order. */
type ValuesOf<C extends readonly (keyof EcritureRow)[]> = {
  -readonly [I in keyof C]: EcritureRow[C[I]];
};

/**
 * The statement of a dossier's lines in the order they were written, each with its payment's mode. SQLite builds
 * them as one JSON array of value arrays: parsing one string costs a fraction of the driver's row objects and
 * drizzle's mapping (240 lines: ~0.5 ms instead of ~4 ms), and every read or write of an account starts here. A
 * statement, so a batch can carry it (the payment reads the account in its batches: encaisser.ts).
 */
export const ecrituresStatement = (ports: Ports, dossierId: DossierRef) =>
  ports.db.all<{ j: string | null }>(sql`
    select json_group_array(json_array(${sql.raw(COLS.map((c) => `"${c}"`).join(", "))}, "mode")) as "j" from (
      select ${sql.raw(COLS.map((c) => `e."${c}"`).join(", "))}, p."mode" as "mode"
      from ${Ecriture} e left join ${Paiement} p on p."id" = e."PaiementId"
      where e."DossierId" = ${dossierId} order by e."id")`);

/**
 * What the replay reads of a line (evenements, soldeDe), in the order of rejeuStatement's arrays: the columns of
 * LigneRejouee, whose type is on the floor with the kept ledgers that hold such lines (ADR 100).
 */
const COLS_REJEU = [
  "id",
  "type",
  "date",
  "debit",
  "credit",
  "QuitanceId",
  "PaiementId",
] as const satisfies readonly (keyof LigneRejouee)[];

/**
 * The dossier's lines written after the one with id `vu` (0: all), as the replay reads them and no more: a
 * payment replays the account without its labels, authors or payment modes, and reads no Paiement row for them
 * (a third of ecrituresStatement's cost and of the text to parse). The ledger is append-only and its ids grow, so
 * the lines read earlier followed by these are the whole ledger: a payment's batch reads back only what was
 * appended since its first read (its own line, and any parallel one), not the dossier's whole history again.
 */
export const rejeuStatement = (ports: Ports, dossierId: number, vu = 0) =>
  ports.db.all<{ j: string | null }>(sql`select (${rejeuSql(dossierId, vu)}) as "j"`);

/** rejeuStatement's select, without its column's name: a payment's statements read it beside others (encaisser). */
export const rejeuSql = (
  dossierId: number | Placeholder | SQL,
  vu: number | Placeholder = 0,
) => sql`
    select json_group_array(json_array(${sql.raw(COLS_REJEU.map((c) => `"${c}"`).join(", "))})) from (
      select ${sql.raw(COLS_REJEU.map((c) => `"${c}"`).join(", "))} from ${Ecriture}
      where "DossierId" = ${dossierId} and "id" > ${vu} order by "id")`;

/** rejeuStatement's answer as lines. */
export function lignesRejoueesDe(answer: { j: string | null }[]): LigneRejouee[] {
  // JSON.parse gives any: the statement built each line in COLS_REJEU's order.
  const lines: ValuesOf<typeof COLS_REJEU>[] = JSON.parse(answer[0]?.j ?? "[]");
  return lines.map(([id, type, date, debit, credit, QuitanceId, PaiementId]) => ({
    id,
    type,
    date,
    debit,
    credit,
    QuitanceId,
    PaiementId,
  }));
}

/**
 * In a statement over dossiers (`dossier`: the SQL of their id), the lines of each lease whose account carries its
 * deposit (issue 39 item 8, or an import's deposit held: ADR 080) as ecrituresStatement builds them, up to `au` when given; null for an older lease.
 */
/** The lease was created by an import (ImportElement): its deposit is what the import declared, never its amount. */
export const leaseImporteeSql = (dossier: SQL) =>
  sql`exists (select 1 from "ImportElement" ie where ie."entite" = 'Dossier' and ie."entiteId" = ${dossier})`;

/** An imported lease whose deposit was never declared held (ADR 113): a reader of `depotGarantie` leaves it out. */
export const depotNonDeclareSql = (dossier: SQL) => sql`(${leaseImporteeSql(dossier)}
  and not exists (select 1 from ${Ecriture} x where x."DossierId" = ${dossier} and x."type" in ('depot', 'depotDetenu')))`;

export const lignesDepotSql = (dossier: SQL, au?: string | SQL) => sql`case when exists (
    select 1 from ${Ecriture} x where x."DossierId" = ${dossier} and x."type" in ('depot', 'depotDetenu'))
  then (select json_group_array(json_array(${sql.raw(COLS.map((c) => `e."${c}"`).join(", "))}, e."mode")) from (
    select ${sql.raw(COLS.map((c) => `e."${c}"`).join(", "))}, p."mode" as "mode"
    from ${Ecriture} e left join ${Paiement} p on p."id" = e."PaiementId"
    where e."DossierId" = ${dossier} ${au ? sql`and e."date" <= ${au}` : sql``} order by e."id") e)
  -- A lease an import created holds only the deposit its sheet Soldes declared (ADR 113): none declared, no line, '[]'.
  when ${leaseImporteeSql(dossier)} then '[]' end`;

/**
 * What was paid of the deposit (cents): the replay of lignesDepotSql's lines, the lease's amount without them (an
 * older lease), nothing for an imported lease whose deposit was not declared held (no line at all: '[]').
 */
export function depotPaye(j: string | null, depotGarantie: number) {
  if (!j) return depotGarantie;
  if (j === "[]") return 0;
  const compte = compteDe(lignesDe([{ j }]));
  return depotDetenu(compte.lettrage, compte.solde, depotGarantie).depot;
}

/**
 * ecrituresStatement for the dossiers of these terms at once (the lists' bulk actions, ADR 046): one row per dossier,
 * its lines as ecrituresStatement builds them (the caller puts them in id order: lignesDe, then sort).
 */
export const ecrituresDesTermesStatement = (ports: Ports, quitanceIds: number[]) =>
  ports.db.all<{ DossierId: number; j: string | null }>(sql`
    select "DossierId", json_group_array(json_array(${sql.raw(COLS.map((c) => `"${c}"`).join(", "))}, "mode")) as "j"
    from (
      select e."DossierId", ${sql.raw(COLS.map((c) => `e."${c}"`).join(", "))}, p."mode" as "mode"
      from ${Ecriture} e left join ${Paiement} p on p."id" = e."PaiementId"
      where e."DossierId" in (select "DossierId" from ${Quitance} where "id" in (${sql.join(
        quitanceIds.map((id) => sql`${id}`),
        sql`, `,
      )})))
    group by "DossierId"`);

/** ecrituresStatement's answer as lines. */
export function lignesDe(answer: { j: string | null }[]): EcritureRow[] {
  // JSON.parse gives any: the statement built each line as a Line.
  const lines: Line[] = JSON.parse(answer[0]?.j ?? "[]");
  return lines.map(
    ([
      id,
      type,
      date,
      libelle,
      debit,
      credit,
      QuitanceId,
      PaiementId,
      motif,
      auteur,
      createdAt,
      mode,
    ]) => ({
      mode,
      id,
      type,
      date,
      libelle,
      debit,
      credit,
      QuitanceId,
      PaiementId,
      motif,
      auteur,
      createdAt,
    }),
  );
}

/** A dossier's lines in the order they were written (ecrituresStatement). */
export const ecrituresDuDossier = async (ports: Ports, dossierId: DossierRef) =>
  lignesDe(await ecrituresStatement(ports, dossierId));

/** The entries as the replay reads them. */
export function evenements(rows: readonly LigneRejouee[]): Evenement[] {
  const out: Evenement[] = [];
  for (const e of rows) {
    if (e.type === "echeance" && e.QuitanceId != null)
      out.push({
        type: "echeance",
        id: e.id,
        date: e.date,
        QuitanceId: e.QuitanceId,
        montant: e.debit - e.credit,
      });
    else if (chargeDeLigne(e))
      out.push({
        type: "emmenagement",
        id: e.id,
        date: e.date,
        nature: chargeDeLigne(e) ?? "depot",
        montant: e.debit - e.credit,
      });
    // The deposit an import found held (ADR 080): its credit line is the money that paid it, and pays nothing else.
    else if (e.type === "depotDetenu" && e.credit > 0)
      out.push({
        type: "ajustement",
        id: e.id,
        date: e.date,
        montant: e.credit,
        emmenagement: "depot",
      });
    else if (e.type === "annulation" && e.PaiementId != null)
      out.push({ type: "annulation", id: e.id, PaiementId: e.PaiementId });
    // Money in: a payment, or a remise (an adjustment in the tenant's favour). A debit adjustment only moves the balance.
    // An import's opening balance in the tenant's favour is money held for them, like a remise (ADR 080).
    else if (
      (e.type === "paiement" || e.type === "ajustement" || e.type === "reprise") &&
      e.credit > 0
    )
      out.push({
        type: e.type === "paiement" ? "paiement" : "ajustement",
        id: e.id,
        date: e.date,
        montant: e.credit,
        QuitanceId: e.QuitanceId,
        PaiementId: e.PaiementId,
        ...(e.type === "reprise" ? { avoir: true } : {}),
      });
    // A regularisation refunded is money back to the tenant: it settles open terms as a remise does (ADR 025).
    else if (e.type === "regularisation" && e.credit > 0)
      out.push({ type: "ajustement", id: e.id, date: e.date, montant: e.credit });
  }
  return out;
}

/** Balance in cents: positive when the tenant owes, negative for a credit. */
export const soldeDe = (rows: readonly LigneRejouee[]) =>
  rows.reduce((s, e) => s + e.debit - e.credit, 0);

export interface Compte<L extends LigneRejouee = EcritureRow> {
  rows: L[];
  lettrage: Lettrage;
  solde: number;
}

/** The account of these lines: the replay and the balance. */
export const compteDe = <L extends LigneRejouee>(rows: L[]): Compte<L> => ({
  rows,
  lettrage: lettrer(evenements(rows)),
  solde: soldeDe(rows),
});

export const lireCompte = async (ports: Ports, dossierId: DossierRef) =>
  compteDe(await ecrituresDuDossier(ports, dossierId));

/**
 * Replays the dossier's account and writes each term's state where it changed (projection.ts), and the owners'
 * entries where what a payment settles changed. Call it inside the transaction that wrote the entry.
 */
export async function recalculer(
  ports: Ports,
  dossierId: number,
  auteur = "système",
): Promise<Compte> {
  const compte = await lireCompte(ports, dossierId);
  const stored = etatsDe(await etatsStockes(ports, dossierId));
  for (const update of projection(ports, dossierId, compte, stored)) await update;
  // The owners' entries follow what each payment settles now (issue 38): a reversal, a credit settling a new term.
  await reconcilierLoyers(ports, dossierId, async () => compte.lettrage, auteur);
  return compte;
}
