import { type SQL, sql } from "drizzle-orm";
import { moisFrSql } from "../../db/mois-fr-sql";
import { NATURE_PRIME_GLI } from "../../domain/garanties/prime";
import type { Ports } from "../../ports";
import { partArrondie, partExacte, quotesPartsDe } from "../proprietaire/repartition-sql";

// The GLI premium of each term called on an insured lease (issue 78 item 2, ADR 118), as two statements that go
// with the term's own write (the month's batch, or the interactive transaction of a term made by hand): the
// premium owed to the insurer (PrimeGli, once per term by its unique QuitanceId) and the owners' debits by their
// shares (nature assurance_gli, the 2044's line 223), written once per term, labelled with the month in words
// (« Prime GLI novembre 2026 (Assur) »; those written before read « 11/2026 », a ledger entry being never
// rewritten). Never on the tenant's account.
// The amounts are domain/garanties/prime.ts's, in SQL: the rate on the term's base, rounded half away from zero;
// the shares as repartition.ts splits them (the quote-parts when complete, else equal; the highest ClientId takes
// the remainder).

/** The premium of the terms `quitance` selects (a condition on the term aliased q): its base, rate and amount. */
const BASE = sql`(case when c."base" = 'loyer' then q."prixHC" else q."prixHC" + q."charge" end)`;

const primeStatement = (ports: Ports, quitance: SQL, now: string) =>
  ports.db.run(sql`insert into "PrimeGli" ("ContratGliId", "DossierId", "QuitanceId", "mois", "date", "base",
      "taux", "prime", "createdAt")
    select c.id, q."DossierId", q.id, q."mois", q."date", ${BASE}, c."taux",
      cast(round(${BASE} * c."taux" / 100.0) as integer), ${now}
    from "Quitance" q
    join "GarantieDossier" g on g."DossierId" = q."DossierId" and g."type" = 'gli'
    join "ContratGli" c on c.id = g."ContratGliId"
    where ${quitance} and ${BASE} > 0 and q."mois" >= substr(coalesce(g."dateAdhesion", ''), 1, 7)
    on conflict do nothing`);

/**
 * The owners' debits of the premiums `quitance` selects that have none yet. The check reads the premium's lease's
 * owner entries by index, and only for an insured term (ADR 142): on the term it was a scan of every owner entry
 * for each term of the month, insured or not.
 */
const debitsStatement = (ports: Ports, quitance: SQL, now: string) =>
  ports.db.run(sql`insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "debit", "credit",
      "tva", "natureCharge", "AppartementId", "DossierId", "QuitanceId", "auteur", "createdAt")
    select "ClientId", 'depense', "date", "libelle", montant, 0, 0, ${NATURE_PRIME_GLI}, "AppartementId",
      "DossierId", qid, 'système', ${now}
    from (select *, ${partExacte} as montant from (
      select o."ClientId", p."date", p.prime, q.id as qid, q."AppartementId", q."DossierId",
        'Prime GLI ' || ${moisFrSql(sql`p."mois"`)} || ' (' || c."assureur" || ')' as "libelle",
        p.prime as total, q.id as cle, ${partArrondie(sql`p.prime`)} as r,
        row_number() over (partition by q.id order by o."ClientId" desc) as rang
      from "Quitance" q
      join "PrimeGli" p on p."QuitanceId" = q.id
      join "ContratGli" c on c.id = p."ContratGliId"
      join "AppartementProprietaire" o on o."AppartementId" = q."AppartementId"
      join ${quotesPartsDe(sql`select q."AppartementId" from "Quitance" q where ${quitance}`)} t
        on t.aid = q."AppartementId"
      where ${quitance} and p.prime > 0
        and not exists (select 1 from "EcritureProprietaire" e where e."DossierId" = p."DossierId"
          and e."QuitanceId" = p."QuitanceId" and e."natureCharge" = ${NATURE_PRIME_GLI})
    ))
    where montant <> 0`);

/** Both statements for the terms `quitance` selects (a condition on the term aliased q), in this order. */
export const primesStatements = (ports: Ports, quitance: SQL) => {
  const now = ports.clock.now().toISOString();
  return [primeStatement(ports, quitance, now), debitsStatement(ports, quitance, now)] as const;
};
