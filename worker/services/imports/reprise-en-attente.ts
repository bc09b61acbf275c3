import { type SQL, sql } from "drizzle-orm";

// The opening entries of an import whose balances still wait for a second person (ADR 113): every reader that must
// not count them yet (the trust check, the payouts) filters them with this one predicate. In the delay mode of a
// one-admin agency (ADR 132) they stop waiting once the owners' delay is over without an objection: read at `now`,
// like an IBAN's passed delay, so no job has to run first.

/** The imports whose balances still wait at `now`. */
const enAttente = (now: string) =>
  sql`(select 'Import n° ' || i."id" from "Import" i where i."soldes" = 'a_verifier'
    and not (i."soldesComptentApres" is not null and i."soldesComptentApres" <= ${now}
      and i."soldesContestesAt" is null))`;

/**
 * In a statement over `alias` (Ecriture or EcritureProprietaire): the row is an opening entry not yet confirmed, or an
 * owner's entry of an opening credit not yet confirmed (ADR 124: keyed by the negative id of the credit's entry).
 */
export const repriseEnAttente = (alias: string, now: string): SQL => {
  const a = sql.raw(alias);
  return sql`((${a}."type" in ('reprise', 'depotDetenu') and ${a}."motif" in ${enAttente(now)})
      or (${a}."PaiementId" < 0 and exists (select 1 from "Ecriture" avoir
        where avoir."id" = -${a}."PaiementId" and avoir."motif" in ${enAttente(now)})))`;
};

/** The balances whose delay passed without an objection, as the daily job writes them: confirmed by nobody. */
export const soldesEchusStatement = (now: string): SQL =>
  sql`update "Import" set "soldes" = 'confirme', "soldesConfirmesAt" = "soldesComptentApres"
    where "soldes" = 'a_verifier' and "soldesComptentApres" is not null and "soldesComptentApres" <= ${now}
      and "soldesContestesAt" is null`;
