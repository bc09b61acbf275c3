import { type SQL, sql } from "drizzle-orm";
import { REGLES_DECENNALE } from "../../domain/travaux/decennale";

// The décennale rule of domain/travaux/decennale.ts (alerteDecennale) as an SQL condition, for the writes whose rule
// must hold in the database (an order marked paid): held equal by tests/api/travaux-decennale.test.ts.

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * True when the order `i` (an alias of "Intervention") may be paid as far as the décennale goes: an admin overrode
 * the warning, or its trade needs none on its day, or its supplier's décennale is valid that day and covers it.
 */
export const decennaleEnRegleSql = (i: string): SQL => {
  // The rule in force on the order's day: the latest row whose start is not after it.
  const regle = [...REGLES_DECENNALE]
    .sort((a, b) => (a.du < b.du ? 1 : -1))
    .map(
      (r) =>
        `when ${i}."date" >= ${lit(r.du)} then ${i}."metier" in (${r.metiers.map(lit).join(", ")})`,
    )
    .join(" ");
  return sql.raw(`(${i}."decennaleForceeAt" is not null
    or not (case ${regle} else 0 end)
    or exists (select 1 from "Fournisseur" f where f."id" = ${i}."FournisseurId"
      and json_extract(f."decennale", '$.du') <= ${i}."date"
      and json_extract(f."decennale", '$.au') >= ${i}."date"
      and exists (select 1 from json_each(f."decennale", '$.activites') a where a."value" = ${i}."metier")))`);
};
