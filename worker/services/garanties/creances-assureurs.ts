import { type SQL, sql } from "drizzle-orm";
import { indemniteDebout } from "./recuperations";

// ADR 166: what an insurer holds without cause, « à réclamer à l'assureur ». The tenant's money sent to an insurer
// (its recoveries transferred: a validated supplier batch's line, or Visale's « Virement fait le ») is the insurer's
// only up to what the insurer is entitled to: the tenant's recoveries that still stand (their reversals netted, ADR
// 157, 158), never more than the indemnities whose payment stands (ADR 158). The rest was sent without cause: a
// recovery reversed after its transfer (a rejected debit, a cancelled payment or match), or an indemnity cancelled
// after the tenant's money went to the insurer. Derived by lease and insurer, no row written: « dû à l'assureur »
// then reads 0, never a negative amount owed.

/**
 * One row per lease and insurer (`DossierId`, `organisme`, `montant` in cents, > 0) whose recoveries `filtre` (alias
 * `r`) selects: what was transferred to that insurer beyond what it is entitled to.
 */
export const creancesAssureursSql = (filtre: SQL) => sql`
  select c."DossierId", c."organisme", c."reverse" - min(max(0, c."recupere"),
      (select coalesce(sum(s."montant"), 0) from "Subrogation" s
        where s."DossierId" = c."DossierId" and s."organisme" = c."organisme" and ${indemniteDebout()})) as "montant"
  from (select r."DossierId", r."organisme", sum(r."montant") as "recupere",
      sum(case when v."id" is not null and (v."PaiementFournisseurId" is null or b."statut" = 'valide')
        then v."montant" else 0 end) as "reverse"
    from "RecuperationAssureur" r
    left join "ReversementRecuperation" v on v."RecuperationAssureurId" = r."id"
    left join "PaiementFournisseur" b on b."id" = v."PaiementFournisseurId"
    where ${filtre}
    group by r."DossierId", r."organisme") c
  where "montant" > 0`;

/** The lease's claims on its insurers (cents), for its guarantee tab. */
export const aReclamerSql = (dossierId: number) =>
  sql`(select coalesce(sum("montant"), 0) from (${creancesAssureursSql(sql`r."DossierId" = ${dossierId}`)}))`;
