import { sql } from "drizzle-orm";
import { MOIS_FR } from "../../domain/dates";

/**
 * The payout's label on the owner's account, in SQL over the batch `r` (its "id" and "date"), as
 * domain/reversements/selection.ts's libelleReversement writes it (held equal by libelle-sql.test.ts): the validation
 * writes every owner's entry in its one write batch.
 */
export const libelleReversementSql = sql`'Reversement ' || json_extract(${JSON.stringify(MOIS_FR)}, '$[' || (cast(substr(r."date", 6, 2) as integer) - 1) || ']')
  || ' ' || substr(r."date", 1, 4) || ' (virement groupé n° ' || r."id" || ' du ' || strftime('%d/%m/%Y', r."date") || ')'`;
