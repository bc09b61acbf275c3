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
// Latin-1 (U+00C0-U+00FF: French, Spanish, German, Nordic...) and Latin Extended-A (U+0100-U+017F: Polish, Czech,
// Hungarian, Romanian, Turkish..., and Œ, Ÿ): what foldText makes of each, computed here, never written by hand.
// Outside them (Vietnamese, Greek, Cyrillic letters...) a paged search may miss what the unpaged one finds.
const LETTRES = Array.from({ length: 0x180 - 0xc0 }, (_, i) =>
  String.fromCharCode(0xc0 + i),
).filter((c) => /\p{L}/u.test(c) && foldText(c) !== c);

/** The accented letters of most French texts, replaced before the text is checked for any other. */
const FREQUENTES = "éèêëàâçîïôûùüÉÈÊÀÇÔ";

/** Replacements per step: SQLite's parser refuses calls nested about 30 deep (« parser stack overflow »). */
const PAR_ETAPE = 12;

/** SQL: true when `x` is ASCII but for œ (foldText keeps œ: such a text needs no more replacing for a search). */
export const asciiSaufOe = (x: string) =>
  `length(replace(${x}, '\u0153', '')) = octet_length(replace(${x}, '\u0153', ''))`;

/** `text` with each letter of `pairs` replaced by its fold, as nested replace() calls. */
const remplace = (text: string, pairs: [string, string][]) =>
  pairs.reduce((sql, [c, f]) => `replace(${sql}, ${literal(c)}, ${literal(f)})`, text);

/** The letters of `lettres` and what foldText makes of each. */
const plis = (lettres: string[]): [string, string][] => lettres.map((c) => [c, foldText(c)]);

/**
 * The fold's replacements on the lower-cased text `x`, as foldedCtes applies them: the usual French accents
 * (`frequentes`), then the other letters a dozen a step (`autres`, each step on the one before's result). Also the
 * search index's, step by step in its triggers (search-index.ts): a trigger's statements cannot open a WITH.
 */
export function plisParEtape(x: string): { frequentes: string; autres: string[] } {
  const { frequentes, autres } = plisDesLettres();
  return {
    frequentes: remplace(x, frequentes),
    autres: autres.map((etape) => remplace(x, etape)),
  };
}

/**
 * The letters' folds, the usual ones and the others a dozen a step, computed on first use and kept: a fresh
 * database's derived objects ask for them a few hundred times (each trigger of the search index folds its texts),
 * about 80 ms of a new folder's start when each call folded the 190 letters again (ADR 133).
 */
let kept: { frequentes: [string, string][]; autres: [string, string][][] } | undefined;
function plisDesLettres() {
  if (kept) return kept;
  const pairs = plis(LETTRES.filter((c) => !FREQUENTES.includes(c)));
  const autres: [string, string][][] = [];
  for (let i = 0; i < pairs.length; i += PAR_ETAPE) autres.push(pairs.slice(i, i + PAR_ETAPE));
  kept = { frequentes: plis(LETTRES.filter((c) => FREQUENTES.includes(c))), autres };
  return kept;
}

/**
 * The rows with their text folded as foldText folds it, for `instr` against a folded word or for an order: lower
 * case, accents of the letters above dropped (and, `ligatures`, œ, æ, ß written out: an order's, not a search's).
 * Spaces are left as they are: a word of a query holds none. Common table expressions a `with` can open, named after
 * `nom`: `source` selects `id` and `h` (the text), each step replaces a dozen letters in the step before's, `last`
 * names the final one, (`id`, `h`). The text and its usual accents' replacement are materialized (computed once a
 * row), SQLite flattens the other steps into one expression a row; only its parser sees them apart. A text ASCII
 * alone (`length` counts characters, `octet_length` bytes) at first, or ASCII but for œ (which the fold keeps) once
 * its usual accents are replaced, skips the other replacements: iif evaluates one branch. So a French text pays for
 * the rarer letters (Latin-1's others, Latin Extended-A's hundred) only when it holds one of them. (A third
 * materialized step after Latin-1, for its texts to skip Extended-A, cost every search about 20 ms at 20,000 rows,
 * for rows that are rare in a French agency: measured and left.)
 */
export function foldedCtes(
  source: string,
  nom = "pli",
  ligatures = false,
): { ctes: string; last: string } {
  const etapes = plisParEtape(`"bas"`);
  const steps = [
    // Materialized: each row's text built once (the steps name it several times; flattened, each named it again).
    `"${nom}"("id", "h") as materialized (${source})`,
    `"${nom}0"("id", "bas", "a") as (select "id", lower("h"), length("h") = octet_length("h") from "${nom}")`,
    // French text's usual accents first: most texts are ASCII after them ("b"), and skip the rest.
    `"${nom}1"("id", "bas", "b") as materialized (select "id", iif("a", "bas", ${etapes.frequentes}), "a" from "${nom}0")`,
  ];
  // Then the other letters a dozen a step, on the texts still holding one ("b" false).
  steps.push(
    `"${nom}2"("id", "bas", "b", "h") as (select "id", "bas", "b" or ${asciiSaufOe(`"bas"`)}, "bas" from "${nom}1")`,
  );
  for (const etape of plisParEtape(`"h"`).autres) {
    const n = steps.length - 1;
    steps.push(
      `"${nom}${n}"("id", "bas", "b", "h") as (select "id", "bas", "b", ${etape} from "${nom}${n - 1}")`,
    );
  }
  const n = steps.length - 1;
  const fin = `iif("b", "bas", "h")`;
  steps.push(
    `"${nom}${n}"("id", "h") as (select "id", ${
      ligatures
        ? remplace(fin, [
            ["œ", "oe"],
            ["æ", "ae"],
            ["ß", "ss"],
          ])
        : fin
    } from "${nom}${n - 1}")`,
  );
  return { ctes: steps.join(",\n"), last: `"${nom}${n}"` };
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
 * never; booleans and JSON columns never), money in euros, each separated by a space (NULLs skipped); then the
 * `derived` SQL texts (the list's derived columns a user reads: a lease's tenant name).
 */
export function searchedTextSql(
  resource: string,
  table: SQLiteTable,
  alias: string,
  derived: readonly string[] = [],
): string {
  const money = new Set(moneyFields(resource));
  const parts: string[] = [];
  for (const { key, col, kind } of decoderOf(table)) {
    if (HIDDEN_COLUMNS.has(key) || kind === "mapped") continue;
    const ref = `${alias}."${col.name}"`;
    if (money.has(key)) parts.push(numberText(`(${ref} / 100.0)`));
    else if (kind === "real") parts.push(numberText(ref));
    else parts.push(ref);
  }
  return joinSql([...parts, ...derived]);
}

/** The condition on the folded text `h` of foldedCtes' last step: every word of the search (bound, never inlined). */
export const everyWord = (words: readonly string[]): SQL =>
  sql.join(
    words.map((w) => sql`instr("h", ${w}) > 0`),
    sql` and `,
  );
