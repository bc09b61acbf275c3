import { type SQL, sql } from "drizzle-orm";
import type { Ports } from "../../ports";

// ADR 157: a direct debit whose money went to the insurer (ADR 153) and that the bank then rejects never came in, so
// its recovery is cancelled by a reversing row (the opposite amount, `annuleId` naming it) written by the reject's own
// batch: « dû à l'assureur » comes back, the pair nets to nothing on « Récupérations à reverser » and in the trust
// check. The recovery itself is never updated nor deleted. Once per recovery: the unique index on `annuleId`, not a
// read before the write; a reject replayed writes nothing.

/** The recovery a rejected debit's line paid, as SQL rows (`r`): none when the line is not rejected. */
const recuperationDeLigneRejetee = (ligneId: number, lotId: number) =>
  sql`"RecuperationAssureur" r join "LignePrelevement" l on l."id" = r."LignePrelevementId"
    where l."id" = ${ligneId} and l."PrelevementId" = ${lotId} and l."rejet" is not null`;

export interface Annulation {
  ligneId: number;
  lotId: number;
  /**
   * The reject's day (the agency's Paris day): the reversal is dated when the money is known not to have come, never
   * before the recovery it reverses.
   */
  date: string;
  /** Why, in French: « Prélèvement rejeté : AM04 - … ». */
  reference: string;
  auteur: string;
  createdAt: string;
}

/**
 * The reject's statements, in its batch after the line's mark: the reversing row, then the recovery's place in a
 * supplier batch not yet validated given up (a draft's line is only reserved: its validation would otherwise send
 * the insurer money that never came in; a validated one has left, and the reversal is then owed back by the insurer).
 */
export const annulationStatements = (ports: Ports, a: Annulation) =>
  [
    ports.db.run(sql`insert into "RecuperationAssureur" ("DossierId", "date", "montant", "organisme", "reference",
        "annuleId", "auteur", "createdAt")
      select r."DossierId", max(${a.date}, r."date"), -r."montant", r."organisme", ${a.reference}, r."id", ${a.auteur},
        ${a.createdAt}
      from ${recuperationDeLigneRejetee(a.ligneId, a.lotId)}
      on conflict do nothing`),
    ports.db.run(sql`delete from "ReversementRecuperation"
      where "RecuperationAssureurId" in (select r."id" from ${recuperationDeLigneRejetee(a.ligneId, a.lotId)})
        and "PaiementFournisseurId" in (select "id" from "PaiementFournisseur" where "statut" = 'brouillon')`),
    ports.db.all<{ montant: number }>(sql`select a."montant" from "RecuperationAssureur" a
      where a."annuleId" in (select r."id" from ${recuperationDeLigneRejetee(a.ligneId, a.lotId)})`),
  ] as const;

/**
 * A recovery that is not to be transferred to the insurer (alias `r`): a reversal, or a recovery reversed. A
 * reversal of a recovery already transferred stays on the list, negative: the insurer owes it back.
 */
export const horsReversement = (r: SQL = sql`r`) =>
  sql`(${r}."annuleId" is not null or exists (select 1 from "RecuperationAssureur" x where x."annuleId" = ${r}."id"))`;

/**
 * A payment by hand cancelled (ADR 157): the recovery its batch wrote beside it is reversed too, by the cancellation's
 * transaction (a bounced cheque paid neither part). Once: the unique index on `annuleId`.
 */
export const annulationDuPaiement = (
  ports: Ports,
  p: { PaiementId: number; date: string; reference: string; auteur: string; createdAt: string },
) =>
  ports.db.run(sql`insert into "RecuperationAssureur" ("DossierId", "date", "montant", "organisme", "reference",
      "annuleId", "auteur", "createdAt")
    select r."DossierId", max(${p.date}, r."date"), -r."montant", r."organisme", ${p.reference}, r."id", ${p.auteur},
      ${p.createdAt}
    from "RecuperationAssureur" r where r."PaiementId" = ${p.PaiementId}
    on conflict do nothing`);
