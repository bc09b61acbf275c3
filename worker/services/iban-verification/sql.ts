import { type SQL, sql } from "drizzle-orm";
import { IMPORTE_EN_ATTENTE } from "../../domain/iban-verification/import";
import { EN_ATTENTE } from "../../domain/iban-verification/regles";

// The IBAN's rules of domain/iban-verification/regles.ts as SQL conditions, for the statements whose rules must hold
// in the database (the payout batch, its validation, the confirmations): held equal by sql.test.ts and
// tests/api/reversements-selection.test.ts.

/**
 * The Paris day of an ISO instant (text), "JJ/MM/AAAA", as `jourFr` writes it: UTC+2 from the last Sunday of March
 * to the last Sunday of October, both at 01:00 UTC (domain/dates.ts), else UTC+1.
 */
export const jourFrSql = (iso: SQL) => sql`strftime('%d/%m/%Y', ${iso}, case
    when ${iso} >= date(substr(${iso}, 1, 4) || '-03-25', 'weekday 0') || 'T01:00'
      and ${iso} < date(substr(${iso}, 1, 4) || '-10-25', 'weekday 0') || 'T01:00'
    then '+2 hours' else '+1 hours' end)`;

/**
 * When owner `client`'s IBAN (an SQL expression of its id) waits for its verification at `now`: the instant it
 * was typed, or null when it is verified (by a person, or because its delay is over: statutEffectif).
 */
export const ibanEnAttenteSql = (client: SQL, now: string) => sql`(select case
    when c0."ibanStatut" = 'a_verifier' and not exists (select 1 from "IbanClient" i where i."ClientId" = c0."id"
        and i."statut" = 'a_verifier' and i."verifieApres" is not null and i."verifieApres" <= ${now})
    then coalesce((select max(i."createdAt") from "IbanClient" i where i."ClientId" = c0."id" and i."statut" = 'a_verifier'),
      c0."updatedAt") end
  from "Client" c0 where c0."id" = ${client})`;

/**
 * The reason a payout batch leaves owner `client` out, from `ibanEnAttenteSql`'s instant: MSG_IBAN_EN_ATTENTE, or
 * « IBAN importé le … » when the waiting IBAN came with an import (ADR 116).
 */
export const motifEnAttenteSql = (depuis: SQL, client: SQL) =>
  sql`case when exists (select 1 from "IbanClient" i where i."ClientId" = ${client} and i."statut" = 'a_verifier'
      and i."ImportId" is not null) then ${IMPORTE_EN_ATTENTE} else ${EN_ATTENTE[0]} end
    || ${jourFrSql(depuis)} || ${EN_ATTENTE[1]}`;

/**
 * The payout line `l` no longer pays its owner's verified IBAN: the owner's IBAN or BIC changed since the
 * preparation, or waits for its verification. The line leaves the batch at validation (MSG_LIGNE_IBAN_NON_VERIFIE).
 */
export const ligneIbanNonVerifieSql = (now: string) =>
  sql`exists (select 1 from "Client" c where c."id" = l."ClientId"
    and (nullif(trim(coalesce(c."iban", '')), '') is not l."iban"
      or nullif(trim(coalesce(c."bic", '')), '') is not l."bic"
      or ${ibanEnAttenteSql(sql`c."id"`, now)} is not null))`;
