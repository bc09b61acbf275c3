import { type SQL, sql } from "drizzle-orm";
import { duAssureurSql, indemniteDebout } from "./recuperations";

// What of a tenant's payment is the insurer's (ADR 153, 157), as SQL any first read can carry: the payment's own
// prepared read (compte/paiement-lectures.ts, ADR 155) takes it as a column, so this file imports nothing that
// writes a payment.

/** Whether the term was paid by an insurer's indemnity (its Subrogation's payment names it, and stands). */
export const termeSubroge = (quitanceId: number | SQL) =>
  sql`exists (select 1 from "Subrogation" s join "Paiement" p on p."id" = s."PaiementId"
    where p."QuitanceId" = ${quitanceId} and ${indemniteDebout()})`;

/**
 * The part of `montant` (cents) owed to the insurer, as SQL: what is still owed to it, at most the amount, when the
 * payment names no term or names a term the insurer paid; a payment of another term is that term's (the debtor's
 * choice of the debt paid, C. civ. art. 1342-10). A term given as SQL may be null (a prepared statement's
 * parameter): no term named.
 */
export const partAssureurSql = (
  dossierId: number | SQL,
  montant: number | SQL,
  quitanceId: number | SQL | null,
) =>
  sql`(case when ${quitanceId === null ? sql`1` : typeof quitanceId === "number" ? termeSubroge(quitanceId) : sql`(${quitanceId} is null or ${termeSubroge(quitanceId)})`}
    then max(0, min(${montant}, ${duAssureurSql(dossierId)})) else 0 end)`;
