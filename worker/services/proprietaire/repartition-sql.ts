import { type SQL, sql } from "drizzle-orm";

// domain/proprietaire/repartition.ts's split of an amount between a lot's owners, in SQL, for the statements that
// debit owners inside a write batch (a term's GLI premium, ADR 118; a supplier's invoice paid, ADR 128): the
// quote-parts when they are complete (100 %), else equal shares; rounded, the highest ClientId takes the remainder.

/** The lots' owners: their count and whether their quote-parts add up to 100 %, of the lots `where` keeps. */
const quotesParts = (where: SQL) => sql`(select a."AppartementId" as aid, count(*) as n,
    (count(a."quotePart") = count(*) and abs(coalesce(sum(a."quotePart"), 0) - 100) < 0.005) as complet
  from "AppartementProprietaire" a where ${where} group by a."AppartementId")`;

/** Each lot's owners: their count and whether their quote-parts add up to 100 %. Join it as `t` on `t.aid`. */
export const quotesPartsDesLots = quotesParts(sql`1`);

/**
 * quotesPartsDesLots for the lots `lots` selects (their AppartementId) only: SQLite makes the joined subquery whole
 * before the join, so a statement run once per term (a GLI premium, ADR 142) would otherwise group every lot's owners
 * each time.
 */
export const quotesPartsDe = (lots: SQL) => quotesParts(sql`a."AppartementId" in (${lots})`);

/** Owner `o`'s rounded share of `montant` (cents), `t` being the lot's row of quotesPartsDesLots. */
export const partArrondie = (montant: SQL) =>
  sql`cast(round(${montant} * (case when t.complet then o."quotePart" else 100.0 / t.n end) / 100.0) as integer)`;

/**
 * The share each row finally gets, over a select giving `r` (partArrondie), `rang` (1 for the highest ClientId of
 * the split, row_number() over the split ordered by ClientId desc), `total` and `cle` (the split's key).
 */
export const partExacte = sql`case when rang = 1 then total - (sum(r) over (partition by cle) - r) else r end`;
