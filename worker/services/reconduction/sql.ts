import { REGLES_RECONDUCTION } from "../../domain/reconduction/regles";

// The rules of tacit renewal (domain/reconduction/) as SQL conditions on a dossier row (alias `d`), for the daily
// job's closing, the list's « à revoir » view and the dashboard's count: one spelling of each, read by all of them.

const TYPES = [...new Set(REGLES_RECONDUCTION.map((r) => r.type))]
  .map((t) => `'${t.replaceAll("'", "''")}'`)
  .join(", ");

/** A kind the law renews tacitly (`aUnPreavis`'s other half: no notice, a renewed lease). */
export const reconductibleSql = (d: string) => `${d}."typeBail" in (${TYPES})`;

/** No notice on record (domain/reconduction/reconduction.ts, `aUnPreavis`). */
export const sansPreavisSql = (d: string) =>
  `(coalesce(${d}."dateDebutPreavis", '') = '' and coalesce(${d}."dateSortie", '') = '' and ${d}."congeDateEnvoi" is null)`;

/** A lease the daily job may close at its end: one the law does not renew, or whose end a notice set. */
export const closableSql = (d: string) =>
  `(not ${reconductibleSql(d)} or not ${sansPreavisSql(d)})`;

/**
 * A lease the old rule closed at its end though nobody gave notice (issue 73): renewable, closed, no notice, no
 * departure recorded (exit inventory, keys back), and no other open dossier of the pair (reopening would be refused).
 * « À revoir » until staff reopen it.
 */
export const aRevoirReconductionSql = (d: string) => `(${d}."clos" = 1
  and ${d}."dateFinBail" is not null and ${d}."dateFinBail" <> ''
  and ${reconductibleSql(d)} and ${sansPreavisSql(d)}
  and ${d}."etatOut" is null and ${d}."dateRestitutionCles" is null and ${d}."archiveLe" is null
  and not exists (select 1 from "Dossier" o where o."AppartementId" = ${d}."AppartementId"
    and o."LocataireId" = ${d}."LocataireId" and o."clos" = 0))`;

/** An owner of the dossier's lot is a legal person (an SCI, a company): six-year unfurnished terms (art. 10). */
export const personneMoraleSql = (d: string) =>
  `exists (select 1 from "AppartementProprietaire" ap join "Client" c on c."id" = ap."ClientId"
    where ap."AppartementId" = ${d}."AppartementId" and c."personneMorale" = 1)`;
