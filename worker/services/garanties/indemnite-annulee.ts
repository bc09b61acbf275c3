import { type SQL, sql } from "drizzle-orm";
import {
  partageApresAnnulation,
  type RecuperationDebout,
} from "../../domain/garanties/indemnite-annulee";
import { MODE_PRELEVEMENT } from "../../domain/schemas/enums";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { recalculer } from "../compte/ledger";
import { type PaiementRow, paiementRow, paiementStatements } from "../compte/paiements";
import {
  horsDesBrouillons,
  lignesInverses,
  type Motif,
  reversementFait,
} from "./annulation-recuperation";
import { indemniteDebout } from "./recuperations";

// ADR 170: an insurer's indemnity cancelled (ADR 158) in the cancellation's own transaction, before the account's
// replay. The tenant's recoveries its insurer is owed no more (`partageApresAnnulation`) are reversed (a row of the
// opposite amount, `annuleId`: once), never updated nor deleted:
// - one not yet transferred is the tenant's money again: the reversal names the payment it becomes on the tenant's
//   account (dated the day the money came in, naming the indemnity's term), which the replay then letters to that
//   term and credits to the owners, as if the money had never gone to the insurer; a draft batch's line of it goes;
// - one already transferred is a claim on the insurer (ADR 166's reversal of a recovery transferred: deducted from
//   its next supplier batch or recorded repaid, the same statements); repaid, it is the tenant's money (`creanceRendue`).

/** The reversal of a claim an indemnity's cancellation left: repaid by the insurer, the money is the tenant's. */
export const REF_CREANCE_INDEMNITE = "Indemnité annulée : reversé en trop, à réclamer à l'assureur";
export const REF_RENDUE = "Indemnité annulée : rendue au locataire";

/**
 * The tenant's payments that recoveries (`ids`, a query of their ids) became when given back: money that did not come
 * in after all (a debit rejected, a cheque cancelled) takes them with it.
 */
export const paiementsRendus = (ids: SQL) =>
  sql`select x."PaiementId" from "RecuperationAssureur" x where x."reference" = ${REF_RENDUE}
    and x."PaiementId" is not null and x."annuleId" in (${ids})`;

/** A recovery (alias `r`) given back to its tenant by its indemnity's cancellation, or that giving back itself. */
export const renduAuLocataire = (r: SQL = sql`r`) =>
  sql`(${r}."reference" = ${REF_RENDUE} and ${r}."annuleId" is not null
    or exists (select 1 from "RecuperationAssureur" x where x."annuleId" = ${r}."id" and x."reference" = ${REF_RENDUE}))`;

interface Lue extends RecuperationDebout {
  date: string;
  mode: string;
  indemnites: number;
}

/** The lease's recoveries standing (neither a reversal nor reversed), with their insurer's indemnities standing. */
const lecture = (ports: Ports, DossierId: number) =>
  ports.db.all<Lue>(sql`select r."id", r."organisme", r."montant", r."date",
      exists (select 1 from "ReversementRecuperation" v where v."RecuperationAssureurId" = r."id"
        and ${reversementFait()}) as "fait",
      case when r."LignePrelevementId" is not null then ${MODE_PRELEVEMENT}
        when r."LigneBancaireId" is not null then 'Virement'
        else coalesce((select p."mode" from "Paiement" p where p."id" = r."PaiementId"), 'Non précisé') end as "mode",
      (select coalesce(sum(s."montant"), 0) from "Subrogation" s where s."DossierId" = r."DossierId"
        and s."organisme" = r."organisme" and ${indemniteDebout()}) as "indemnites"
    from "RecuperationAssureur" r where r."DossierId" = ${DossierId} and r."annuleId" is null
      and not exists (select 1 from "RecuperationAssureur" y where y."annuleId" = r."id")
    order by r."id"`);

/** The lease's standing recoveries split by its insurers' indemnities standing (ADR 170's rule, one read). */
export async function partageDuBail(ports: Ports, DossierId: number) {
  const lues = (await lecture(ports, DossierId)).map((l) => ({ ...l, fait: !!l.fait }));
  return partageApresAnnulation(lues, new Map(lues.map((l) => [l.organisme, l.indemnites])));
}

type Rendue = Awaited<ReturnType<typeof partageDuBail>>["rendues"][number];

/**
 * A recovery not transferred given back whole: the tenant's payment of `QuitanceId` (dated the day the money came in),
 * then the recovery's reversal naming it (once: the reversal's `annuleId`, the payment's `PaiementId`). The caller's
 * transaction then drops its draft batch line and replays the account.
 */
export async function rendre(
  ports: Ports,
  D: number,
  r: Rendue,
  QuitanceId: number | null,
  motif: Motif,
) {
  const row = paiementRow(
    ports,
    D,
    {
      montant: r.montant,
      date: r.date,
      mode: r.mode,
      reference: `Récupération n° ${r.id} rendue (indemnité annulée)`,
      QuitanceId,
    },
    motif.auteur,
  );
  // The write lock is held since the read (BEGIN IMMEDIATE); the guard keeps the payment to the reversal's once.
  const garde = sql`not exists (select 1 from "RecuperationAssureur" where "annuleId" = ${r.id})`;
  for (const s of paiementStatements(ports, row, garde)) await s;
  await lignesInverses(ports, sql`${r.id}`, motif, {
    PaiementId: sql`(select max("id") from "Paiement" where "DossierId" = ${D})`,
  });
}

/** Why, who and when of a giving back (`REF_RENDUE`) or a claim. */
export const motifDu = (ports: Ports, auteur: string) => (reference: string) => ({
  date: today(ports.clock),
  reference,
  auteur,
  createdAt: ports.clock.now().toISOString(),
});

/** Run after the indemnity's reversal line, in its transaction: nothing written when the insurer keeps them all. */
export async function apresIndemniteAnnulee(ports: Ports, indemnite: PaiementRow, auteur: string) {
  const { rendues, reclamees } = await partageDuBail(ports, indemnite.DossierId);
  if (!rendues.length && !reclamees.length) return;
  const motif = motifDu(ports, auteur);
  for (const r of rendues)
    await rendre(ports, indemnite.DossierId, r, indemnite.QuitanceId, motif(REF_RENDUE));
  // What of a recovery sent goes beyond: the insurer's claim (ADR 166's reversal of a recovery transferred).
  for (const r of reclamees)
    await lignesInverses(ports, sql`${r.id}`, motif(REF_CREANCE_INDEMNITE), {
      montant: sql`${r.excedent}`,
    });
  const parties = [...rendues, ...reclamees].map((r) => r.id);
  await horsDesBrouillons(
    ports,
    sql.join(
      parties.map((id) => sql`${id}`),
      sql`, `,
    ),
  );
}

/** The reversal (alias `r`) of what an indemnity's cancellation found sent beyond the indemnities left (a claim). */
export const creanceDIndemnite = (r: SQL = sql`r`) =>
  sql`(${r}."annuleId" is not null and ${r}."reference" = ${REF_CREANCE_INDEMNITE})`;

/** Such a claim, as its repayment credits the tenant. */
export interface CreanceRendue {
  DossierId: number;
  /** Cents, negative (a reversal). */
  montant: number;
  organisme: string;
  annuleId: number;
  /** The term of the lease's latest cancelled indemnity of that insurer: the one the tenant's money paid. */
  QuitanceId: number | null;
}

/** The columns of `CreanceRendue`, read from the claim (alias `r`). */
export const colonnesCreance = sql`r."DossierId", r."montant", r."organisme", r."annuleId",
  (select p."QuitanceId" from "Subrogation" s join "Paiement" p on p."id" = s."PaiementId"
    where s."DossierId" = r."DossierId" and s."organisme" = r."organisme" and not ${indemniteDebout()}
    order by s."id" desc limit 1) as "QuitanceId"`;

/**
 * The insurer paid the claim back (`date`): the money is the tenant's payment of that term, in the caller's
 * transaction, whose record of the repayment made it once (the unique transfer of the claim); the account replayed.
 */
export async function creanceRendue(ports: Ports, c: CreanceRendue, date: string, auteur: string) {
  const row = paiementRow(
    ports,
    c.DossierId,
    {
      montant: -c.montant,
      date,
      mode: "Virement",
      reference: `Remboursement ${c.organisme} (récupération n° ${c.annuleId}, indemnité annulée)`,
      QuitanceId: c.QuitanceId,
    },
    auteur,
  );
  for (const s of paiementStatements(ports, row)) await s;
  await recalculer(ports, c.DossierId, auteur);
}
