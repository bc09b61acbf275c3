import { sql } from "drizzle-orm";

// The aid in tiers payant in force on a term's month, as SQL for the reads of the terms' documents (one correlated
// subquery, so a month's receipts read it in their one query): the row of the lease with the latest first month
// not after the term's, when it is paid to the agency. JSON { organisme, montant } (cents), or null.
export const AIDE_DU_TERME = sql<
  string | null
>`(select case when a."tiersPayant" = 1 and a."montantMensuel" > 0
    then json_object('organisme', a."organisme", 'montant', a."montantMensuel") end
  from "AideLogement" a
  where a."DossierId" = "Quitance"."DossierId" and a."depuis" <= "Quitance"."mois" || '-01'
  order by a."depuis" desc limit 1)`;

// What the organisme paid on a term's month (its shares of the transfers split, VersementAide), in cents, or null:
// a partial receipt names the organisme's share of what was received (issue 77, ADR 123).
export const AIDE_RECUE_DU_TERME = sql<
  number | null
>`(select sum(v."montant") from "VersementAide" v
  where v."DossierId" = "Quitance"."DossierId" and v."mois" = "Quitance"."mois")`;
