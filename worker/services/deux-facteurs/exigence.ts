import { sql } from "drizzle-orm";
import { AgenceParametres } from "../../db/schema";

// Paramètres > Agence « Exiger un second facteur pour tout le personnel » (issue 59), read with the user's row in
// the same statement (a scalar subquery): on the edge it costs no round trip of its own. No row: not required.

/** The agency's flag as a scalar subquery (1 or 0), for drizzle selects. */
export const exigerDeuxFacteursSql = sql<number>`coalesce((select ${AgenceParametres.exigerDeuxFacteurs} from ${AgenceParametres} where ${AgenceParametres.id} = 1), 0)`;

/** The same subquery as plain text, for the middleware's fixed per-request statement. */
export const EXIGER_DEUX_FACTEURS_TEXT = `coalesce((select "exigerDeuxFacteurs" from "AgenceParametres" where "id" = 1), 0)`;
