// Speed layer (issue 64). Speeds up: a paged list's search (`?q=` with `?taille=`), evaluated by SQLite so that a page
// does not decode and fold every row of the table in JavaScript.
// Plain form it mirrors: domain/search.ts (`foldText`, `matchesSearch` on the API row's text and number fields).
// Held equal by: worker/speed/sql-rules/search-sql.test.ts (the fold on French names and addresses, through libSQL)
// and tests/api/listes-paginees.test.ts (`?q=x&taille=500` gives the rows of `?q=x`).

import { type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { foldText } from "../../domain/search";
import { decoderOf } from "../sql-json/json-select";
import { HIDDEN_COLUMNS, moneyFields } from "../../services/serialize";

/** An SQL string literal of `text`. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

// SQLite's lower() folds ASCII only: every other letter foldText changes is replaced one by one. The letters of
// French and Latin-1 (U+00C0-U+00FF) and Œ, Ÿ: what foldText makes of each, computed here, never written by hand.
// Outside them (Vietnamese, Polish, Greek letters...) a paged search may miss what the unpaged one finds.
const LETTRES = [
  ...Array.from({ length: 0x100 - 0xc0 }, (_, i) => String.fromCharCode(0xc0 + i)),
  "\u0152",
  "\u0178",
].filter((c) => /\p{L}/u.test(c) && foldText(c) !== c);

/** Replacements per step: SQLite's parser refuses calls nested about 30 deep (« parser stack overflow »). */
const PAR_ETAPE = 12;

/**
 * The search's rows with their text folded as foldText folds it, for `instr` against a folded word: lower case,
 * accents of the letters above dropped. Spaces are left as they are: a word of a query holds none. Common table
 * expressions `with` can open, named after `nom`: `source` selects `id` and `h` (the text), each step folds a dozen letters of the
 * step before, `last` names the final one. A text of ASCII alone (most rows) skips the replacements (`length` counts
 * characters, `octet_length` bytes). SQLite flattens the steps into one expression per row (the query planner's
 * flattening); only the parser sees them apart.
 */
export function foldedCtes(
  source: string,
  nom = "pli",
  ligatures = false,
): { ctes: string; last: string } {
  // "a": the text is ASCII. Each step refers to "h" twice, but iif evaluates one branch: a row costs one pass.
  const steps = [
    `"${nom}"("id", "h") as (${source})`,
    `"${nom}0"("id", "h", "a") as (select "id", lower("h"), length("h") = octet_length("h") from "${nom}")`,
  ];
  for (let i = 0; i < LETTRES.length; i += PAR_ETAPE) {
    let folded = `"h"`;
    for (const c of LETTRES.slice(i, i + PAR_ETAPE))
      folded = `replace(${folded}, ${literal(c)}, ${literal(foldText(c))})`;
    const n = steps.length;
    steps.push(
      `"${nom}${n - 1}"("id", "h", "a") as (select "id", iif("a", "h", ${folded}), "a" from "${nom}${n - 2}")`,
    );
  }
  if (ligatures) {
    // For an order, not a search: « Œdipe » sorts as « oedipe » (French order), where foldText keeps œ.
    const n = steps.length;
    steps.push(
      `"${nom}${n - 1}"("id", "h", "a") as (select "id", iif("a", "h", replace(replace(replace("h", 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss')), "a" from "${nom}${n - 2}")`,
    );
  }
  return { ctes: steps.join(",\n"), last: `"${nom}${steps.length - 2}"` };
}

/** A number as JavaScript's `${n}` writes it, for the usual ones (SQLite prints 15 significant digits, and 12.0). */
const numberText = (n: string) =>
  `iif(${n} = cast(${n} as integer) and abs(${n}) < 1e15, cast(cast(${n} as integer) as text), cast(${n} as text))`;

/** concat_ws takes at most 127 arguments: longer lists are joined in groups. */
const joinSql = (parts: string[]): string =>
  parts.length <= 100
    ? `concat_ws(' ', ${parts.join(", ")})`
    : joinSql([joinSql(parts.slice(0, 100)), joinSql(parts.slice(100))]);

/**
 * The text matchesSearch sees in a row, as SQL on `alias`: the API row's text and number fields (hidden columns
 * never; booleans and JSON columns never), money in euros, each separated by a space (NULLs skipped).
 */
export function searchedTextSql(resource: string, table: SQLiteTable, alias: string): string {
  const money = new Set(moneyFields(resource));
  const parts: string[] = [];
  for (const { key, col, kind } of decoderOf(table)) {
    if (HIDDEN_COLUMNS.has(key) || kind === "mapped") continue;
    const ref = `${alias}."${col.name}"`;
    if (money.has(key)) parts.push(numberText(`(${ref} / 100.0)`));
    else if (kind === "real") parts.push(numberText(ref));
    else parts.push(ref);
  }
  return joinSql(parts);
}

/** The condition on the folded text `h` of foldedCtes' last step: every word of the search (bound, never inlined). */
export const everyWord = (words: readonly string[]): SQL =>
  sql.join(
    words.map((w) => sql`instr("h", ${w}) > 0`),
    sql` and `,
  );
