import { type SQL, sql } from "drizzle-orm";

/**
 * An amount in cents as the agency's e-mails print it (« 1 200,00 € »: no-break spaces between thousands and before
 * the sign, a decimal comma; eurosFr of domain/loyer.ts as the mails use it), for a text composed by SQL in the same
 * statement as its write (the owners' approval request of a quote). SQLite's printf only knows « 1,200.00 ».
 */
export const eurosFrSql = (cents: SQL) =>
  sql`replace(replace(replace(printf('%,.2f', (${cents}) / 100.0), ',', '#'), '.', ','), '#', ${"\u00a0"}) || ${"\u00a0€"}`;
