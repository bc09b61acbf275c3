import { sql, type SQL } from "drizzle-orm";
import { Dossier, Ecriture, Locataire } from "../../db/schema";
import type { Ports } from "../../ports";

// Where each tenant stands for the retention rule (domain/rgpd/retention.ts), read in one statement: the leases,
// whether one still runs, the end of the last one, and what the tenant still owes on the ledger.

export interface EtatConservation {
  id: number;
  nom: string;
  prenom: string;
  anonymiseLe: string | null;
  /** Leases (dossiers) of the tenant, and how many are still open. */
  dossiers: number;
  ouverts: number;
  /** The end of the last lease (its end date, or the day the tenant left when later), AAAA-MM-JJ. */
  fin: string | null;
  /** What the tenant owes, in cents: each dossier's ledger balance when positive, added up. */
  dette: number;
}

/**
 * The tenants (one by `id`, or those after id `apres`) whose leases match `having` (on `dossiers`, `ouverts`, `fin`,
 * `anonymiseLe`), ordered by id; `sansDette`: only those who owe nothing. The debt is read for the tenants the
 * leases let through only (the ledger is the large table). A lease closed without any date (never seen: `clos`
 * follows the end date) counts as ended on its last change.
 */
export function etatsConservation(ports: Ports, opts: EtatsOptions = {}) {
  return ports.db.all<EtatConservation>(etatsConservationSql(opts));
}

type EtatsOptions = {
  id?: number;
  apres?: number;
  having?: SQL;
  sansDette?: boolean;
  limit?: number;
};

/** The statement of `etatsConservation` (the daily job's "anything to do?" read asks whether it has a row). */
export function etatsConservationSql(opts: EtatsOptions = {}): SQL {
  const fin = sql`coalesce(max(d."dateFinBail", d."dateSortie"), d."dateFinBail", d."dateSortie", substr(d."updatedAt", 1, 10))`;
  const baux = sql`
    select l."id" as "id", l."nom" as "nom", l."prenom" as "prenom", l."anonymiseLe" as "anonymiseLe",
      count(d."id") as "dossiers", coalesce(sum(d."clos" = 0), 0) as "ouverts", max(${fin}) as "fin"
    from ${Locataire} l left join ${Dossier} d on d."LocataireId" = l."id"
    where ${opts.id !== undefined ? sql`l."id" = ${opts.id}` : sql`l."id" > ${opts.apres ?? 0}`}
    group by l."id"
    having ${opts.having ?? sql`1`}`;
  const dette = sql`coalesce((select sum("solde") from (
    select max(0, sum(e."debit" - e."credit")) as "solde" from ${Ecriture} e
    join ${Dossier} d2 on d2."id" = e."DossierId" where d2."LocataireId" = b."id" group by e."DossierId")), 0)`;
  return sql`
    select * from (select b.*, ${dette} as "dette" from (${baux}) b)
    where ${opts.sansDette ? sql`"dette" = 0` : sql`1`}
    order by "id"
    ${opts.limit ? sql`limit ${opts.limit}` : sql``}`;
}

/** Not anonymised yet, every lease over, the last one ended on `finMax` or before. */
export const echeantsAu = (finMax: string) =>
  sql`"anonymiseLe" is null and "dossiers" > 0 and "ouverts" = 0 and "fin" <= ${finMax}`;
