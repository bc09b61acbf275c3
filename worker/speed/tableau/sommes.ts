// The sums kept by day, month and year of the dashboard's figures (ADR 099, ./kept.ts): how a row adds to them.

// The levels a row adds to: [lowest, highest].
export const TOTAL = [0, 0] as const;
export const MOIS = [2, 2] as const;
export const JOURS = [1, 3] as const;
export const TOUT = [0, 3] as const;
type Levels = readonly [number, number];

/**
 * Rows (serie, k, x) of one source, `x` already signed: one SELECT, or several joined by UNION ALL.
 * `from` is "" in a trigger (the row is `new` or `old`), `FROM "T" <alias>` when the summary is filled again.
 */
type Rows = string;

const LEVELS = `(SELECT 0 AS "niveau" UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3)`;

/**
 * Adds the rows' `x` to their serie at key `k`, at the levels `levels`: one statement, the rows grouped by key
 * first (a refill adds thousands of rows to a few keys). Rows without a key or with nothing to add are left out.
 * A trigger's one row (`one`: `rows` without FROM) takes one plain upsert per level instead, no sort and no join:
 * the cost paid by every write of a term, a payment or an entry.
 */
export function add(rows: Rows, [lo, hi]: Levels, one = false): string {
  const into = `INSERT INTO "TableauCompte" ("serie", "niveau", "cle", "n")`;
  const upsert = `ON CONFLICT DO UPDATE SET "n" = "n" + excluded."n";`;
  const cle = (niveau: number) =>
    niveau === 0 ? "''" : niveau === 3 ? `r."k"` : `substr(r."k", 1, ${niveau === 1 ? 4 : 7})`;
  if (one)
    return Array.from(
      { length: hi - lo + 1 },
      (_, i) =>
        `${into} SELECT r."serie", ${lo + i}, ${cle(lo + i)}, r."x" FROM (${rows}) r WHERE r."k" IS NOT NULL AND r."x" IS NOT NULL AND r."x" <> 0 ${upsert}`,
    ).join(" ");
  const parNiveau = `CASE l."niveau" WHEN 0 THEN '' WHEN 1 THEN substr(r."k", 1, 4) WHEN 2 THEN substr(r."k", 1, 7) ELSE r."k" END`;
  return `${into} SELECT r."serie", l."niveau", ${parNiveau}, sum(r."x") FROM (${rows}) r JOIN ${LEVELS} l ON l."niveau" BETWEEN ${lo} AND ${hi} WHERE r."k" IS NOT NULL AND r."x" IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(r."x") <> 0 ${upsert}`;
}
