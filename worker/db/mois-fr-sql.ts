import { type SQL, sql } from "drizzle-orm";
import { MOIS_FR } from "../domain/dates";

/**
 * A month "YYYY-MM" in French words (« novembre 2026 », moisLong of domain/compte/libelles.ts), for a label composed
 * by SQL in the statement that writes it (a GLI premium's owner debit, a housing aid's trop-perçu repaid): ledger
 * labels read as the rest of the product writes a month, never « 11/2026 ». The names are one JSON argument.
 */
export const moisFrSql = (mois: SQL) =>
  sql`(json_extract(${JSON.stringify(MOIS_FR)}, '$[' || (cast(substr(${mois}, 6, 2) as integer) - 1) || ']') || ' ' || substr(${mois}, 1, 4))`;
