import { type SQL, sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import { indemniteDebout } from "./recuperations";

// ADR 157, 158: a recovery (ADR 153) whose money never came in (a direct debit rejected, a payment cancelled) or was
// not this tenant's (a bank match undone) is cancelled by a reversing row (the opposite amount, `annuleId` naming it)
// written in the same transaction as the undo: « dû à l'assureur » comes back, the pair nets to nothing on
// « Récupérations à reverser » and in the trust check. The recovery itself is never updated nor deleted. Once per
// recovery: the unique index on `annuleId`, not a read before the write; an undo replayed writes nothing.

/** Why and when, for the reversing row. */
export interface Motif {
  /** The undo's day (the agency's Paris day): never before the recovery it reverses. */
  date: string;
  /** In French: « Prélèvement rejeté : AM04 - … », « Paiement annulé : … », « Rapprochement bancaire annulé ». */
  reference: string;
  auteur: string;
  createdAt: string;
}

/**
 * The statements of a reversal of the recoveries `ids` selects (a query of their ids): the reversing rows (naming the
 * bank line too, so a line's recoveries sum to nothing and it may be matched again), then their place in a supplier
 * batch not yet validated given up (a draft's line is only reserved: its validation would otherwise send the insurer
 * money that never came in; a validated one has left, and the reversal is then owed back by the insurer).
 */
const reversal = (ports: Ports, ids: SQL, m: Motif) =>
  [lignesInverses(ports, ids, m), horsDesBrouillons(ports, ids)] as const;

/**
 * The reversing rows alone. ADR 170: `PaiementId`, the tenant's payment the reversed money became (an indemnity
 * cancelled before its transfer), so that money is never given back twice (that column's unique index); `montant`
 * (cents, default the whole), what of a recovery already sent goes beyond the indemnities left.
 */
export const lignesInverses = (
  ports: Ports,
  ids: SQL,
  m: Motif,
  o: { PaiementId?: SQL; montant?: SQL } = {},
) =>
  ports.db.run(sql`insert into "RecuperationAssureur" ("DossierId", "date", "montant", "organisme", "reference",
      "LigneBancaireId", "annuleId", "PaiementId", "auteur", "createdAt")
    select r."DossierId", max(${m.date}, r."date"), -${o.montant ?? sql`r."montant"`}, r."organisme", ${m.reference},
      r."LigneBancaireId", r."id", ${o.PaiementId ?? null}, ${m.auteur}, ${m.createdAt}
    from "RecuperationAssureur" r where r."id" in (${ids}) and r."annuleId" is null
    on conflict do nothing`);

/**
 * The draft supplier batches' lines of the recoveries `ids` selects given up: a draft's line is only reserved. ADR
 * 166: a claim is deducted in a draft only while the insurer's lines there cover it: one those lines leave short is
 * given up too, and waits for the next batch (one statement, no round trip more).
 */
export const horsDesBrouillons = (ports: Ports, ids: SQL) =>
  ports.db.run(sql`delete from "ReversementRecuperation" as n
    where n."PaiementFournisseurId" in (select "id" from "PaiementFournisseur" where "statut" = 'brouillon')
      and (n."RecuperationAssureurId" in (${ids}) or (n."montant" < 0 and (select sum(w."montant")
        from "ReversementRecuperation" w where w."PaiementFournisseurId" = n."PaiementFournisseurId"
          and w."FournisseurId" = n."FournisseurId" and w."RecuperationAssureurId" not in (${ids})) < 0))`);

export interface Annulation extends Motif {
  ligneId: number;
  lotId: number;
}

/** The recovery a rejected debit's line paid: none when the line is not rejected. */
const deLigneRejetee = (ligneId: number, lotId: number) =>
  sql`select r."id" from "RecuperationAssureur" r join "LignePrelevement" l on l."id" = r."LignePrelevementId"
    where l."id" = ${ligneId} and l."PrelevementId" = ${lotId} and l."rejet" is not null`;

/** The reject's statements, in its batch after the line's mark: the reversal, then what the insurer is owed again. */
export const annulationStatements = (ports: Ports, a: Annulation) =>
  [
    ...reversal(ports, deLigneRejetee(a.ligneId, a.lotId), a),
    ports.db.all<{ montant: number }>(sql`select a."montant" from "RecuperationAssureur" a
      where a."annuleId" in (${deLigneRejetee(a.ligneId, a.lotId)})`),
  ] as const;

/** A transfer (alias `v`) that left: Visale's by hand, or a line of a validated supplier batch. */
export const reversementFait = (v: SQL = sql`v`) =>
  sql`(${v}."PaiementFournisseurId" is null or exists (select 1 from "PaiementFournisseur" b
    where b."id" = ${v}."PaiementFournisseurId" and b."statut" = 'valide'))`;

/**
 * ADR 166: the reversal (alias `r`) of a recovery already transferred: the insurer holds that money without cause.
 * Its negative line is deducted from the insurer's next transfer, or recorded when the insurer pays it back.
 */
export const creanceSurAssureur = (r: SQL = sql`r`) =>
  sql`(${r}."annuleId" is not null and exists (select 1 from "ReversementRecuperation" w
    where w."RecuperationAssureurId" = ${r}."annuleId" and ${reversementFait(sql`w`)}))`;

/**
 * A recovery that is not to be transferred to the insurer (alias `r`): a reversal, or a recovery reversed. A
 * reversal of a recovery already transferred stays on the list, negative: the insurer owes it back.
 */
export const horsReversement = (r: SQL = sql`r`) =>
  sql`(${r}."annuleId" is not null or exists (select 1 from "RecuperationAssureur" x where x."annuleId" = ${r}."id"))`;

/**
 * ADR 166: a recovery (alias `r`) the insurer is no longer owed: with the lease's earlier recoveries standing to the
 * same insurer, it goes beyond the indemnities whose payment stands (one cancelled, ADR 158: the term is the tenant's
 * again). Never transferred, read by the statement that would transfer it (no read before the write).
 */
export const sansIndemnite = (r: SQL = sql`r`) =>
  sql`(${r}."annuleId" is null and (select sum(x."montant") from "RecuperationAssureur" x
      where x."DossierId" = ${r}."DossierId" and x."organisme" = ${r}."organisme" and x."id" <= ${r}."id"
        and x."annuleId" is null and not exists (select 1 from "RecuperationAssureur" y where y."annuleId" = x."id"))
    > (select coalesce(sum(s."montant"), 0) from "Subrogation" s
      where s."DossierId" = ${r}."DossierId" and s."organisme" = ${r}."organisme" and ${indemniteDebout()}))`;

/**
 * A payment cancelled (ADR 157, 158): the recovery written beside it is reversed too, by the cancellation's
 * transaction (a bounced cheque paid neither part): staff's payment by hand's (`PaiementId`), or the recovery of the
 * bank line or direct debit's line that wrote this payment (its money split between the insurer and the tenant's
 * account). A debit's reject writes its own reversal first, in its batch: this one then writes nothing. Run before
 * the payment's reversal (ADR 164: its trigger takes the payment off its bank line), and only while there is none.
 */
export const annulationDuPaiement = (
  ports: Ports,
  PaiementId: number,
  m: Motif,
  garde: SQL = sql`1`,
) =>
  reversal(
    ports,
    sql`select "id" from "RecuperationAssureur" where ("PaiementId" = ${PaiementId}
      or "LigneBancaireId" in (select "id" from "LigneBancaire" where "PaiementId" = ${PaiementId})
      or "LignePrelevementId" in (select "id" from "LignePrelevement" where "PaiementId" = ${PaiementId}))
      and not exists (select 1 from "Ecriture" where "type" = 'annulation' and "PaiementId" = ${PaiementId})
      and ${garde}`,
    m,
  );

/** A bank match undone (ADR 158): the line's recoveries reversed, in the undo's batch, while `garde` holds. */
export const annulationDeLaLigne = (ports: Ports, LigneBancaireId: number, m: Motif, garde: SQL) =>
  reversal(
    ports,
    sql`select "id" from "RecuperationAssureur" where "LigneBancaireId" = ${LigneBancaireId} and ${garde}`,
    m,
  );
