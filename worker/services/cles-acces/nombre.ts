import { sql } from "drizzle-orm";

// How many passkeys an account has (issue 59): having one counts as having a second factor. Read as a scalar
// subquery with the user's row (the login's batch, the middleware's per-request statement): no round trip of its own.

/**
 * The subquery as plain text, for the middleware's fixed statement. Qualified by hand: drizzle writes a column of
 * a one-table select unqualified, and an unqualified "id" inside the subquery would be the passkey's own.
 */
export const CLES_ACCES_TEXT = `(select count(*) from "Passkey" where "Passkey"."UserId" = "User"."id")`;

/** The same for drizzle selects (and RETURNING) from User. */
export const clesAccesSql = sql<number>`${sql.raw(CLES_ACCES_TEXT)}`;
