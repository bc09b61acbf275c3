// Speed layer (ADR 159). Speeds up: the owner's space first page (GET /api/espace/proprietaire), whose account is
// the owner's whole ledger (240 entries on the bench): here SQLite builds the entries' JSON array, running balance
// included, and the page puts that text in its answer as it is (no row objects, no drizzle mapping, no sort, no
// spread per entry, no JSON.stringify of them). The profile gave that path about a third of the page's CPU.
// Plain form it mirrors: services/proprietaire/compte.ts `lireCompteProprietaire(ports, id, {})` (staff's
// GET /Client/{id}/compte, domain/proprietaire/compte.ts `releve`) without a period.
// Held equal by: tests/api/espace/compte-sql.test.ts (the same entries, balance and available amount as staff's
// account on a ledger with expenses without nature, reversals, same-day entries and a reserve).
import { type SQL, sql } from "drizzle-orm";

/**
 * Cents as toEuros's number, written as JSON.stringify writes it: a whole amount as an integer (`970`, not SQLite's
 * `970.0`), else the correctly rounded double of cents / 100, which both print with the same digits.
 */
const euros = (cents: SQL) => sql`iif(${cents} % 100 = 0, ${cents} / 100, ${cents} / 100.0)`;

/** An entry's type as read, domain/proprietaire/compte.ts `typeLu`: a lease's letting fees read « honoraires ». */
const typeLuSql = (type: SQL) => sql`iif(${type} = 'honorairesLocation', 'honoraires', ${type})`;

/** The owner's reserve, balance (cents), first entry's date and entries' JSON array text; no row: no such Client. */
export interface CompteProprietaireLu {
  reserve: number;
  solde: number;
  premiere: string | null;
  ecritures: string;
}

/**
 * One row: the entries in date then id order, each as staff's account writes it (`releve`'s row with its running
 * balance, euros as toEuros's number written as JSON.stringify writes it, an expense without nature « autre »), the keys in the same order. The
 * subquery sorts the rows json_group_array takes in that order (as ADR 063's relations); the window's frame is every
 * entry up to this one ((date, id) is unique, so no peers).
 */
export const compteProprietaireSql = (clientId: number) => sql`
  select c."reserve" as "reserve",
    coalesce((select sum(e."credit" - e."debit") from "EcritureProprietaire" e where e."ClientId" = c."id"), 0)
      as "solde",
    (select min(e."date") from "EcritureProprietaire" e where e."ClientId" = c."id") as "premiere",
    (select json_group_array(json_object('id', x."id", 'date', x."date", 'type', ${typeLuSql(sql`x."type"`)}, 'libelle', x."libelle",
        'debit', ${euros(sql`x."debit"`)}, 'credit', ${euros(sql`x."credit"`)}, 'AppartementId', x."AppartementId",
        'DossierId', x."DossierId",
        'natureCharge', coalesce(x."natureCharge", iif(x."type" = 'depense', 'autre', null)),
        'solde', ${euros(sql`x."solde"`)}))
      from (select e."id", e."date", e."type", e."libelle", e."debit", e."credit", e."AppartementId",
          e."DossierId", e."natureCharge",
          sum(e."credit" - e."debit") over (order by e."date", e."id" rows unbounded preceding) as "solde"
        from "EcritureProprietaire" e where e."ClientId" = c."id" order by e."date", e."id") x) as "ecritures"
  from "Client" c where c."id" = ${clientId}`;
