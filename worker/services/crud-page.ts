import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Ports } from "../ports";
import type { DemandeListe, Tri } from "../domain/liste/pagination";
import { jsonArraySql } from "../speed/sql-json/json-select";
import { indexedCondition } from "../speed/sql-rules/search-index";
import { everyWord, foldedCtes, searchedTextSql } from "../speed/sql-rules/search-sql";
import { HIDDEN_COLUMNS, apiRowReader } from "./serialize";
import type { IdRow, IdTable, ResourceDef } from "./resource-def";

// A list read as one page (issue 64): the page's rows (built as JSON by SQLite, as listRows does) and the count of
// every row the filters and the search keep, in ONE statement. Sorted by whitelisted names only: a table's own
// columns and the derived ones its ResourceDef declares (`listeColonnes`); the caller's text never reaches the SQL.

/** A row of the table as SQL sees it in the list's statements: the table's own name. */
const rowRef = (def: ResourceDef) => `"${getTableName(def.table)}"`;

/** An own column the list may be sorted by: shown by the API (never hidden), not a JSON column. */
function ownColumn(table: IdTable, champ: string): SQLiteColumn | undefined {
  const cols: Record<string, SQLiteColumn> = getTableColumns(table);
  const col = Object.hasOwn(cols, champ) ? cols[champ] : undefined;
  if (!col || HIDDEN_COLUMNS.has(champ) || col.columnType === "SQLiteTextJson") return undefined;
  return col;
}

/** The resource's declared derived column `champ` (its own entries only, never the prototype's). */
const derivedOf = (def: ResourceDef, champ: string) => {
  const colonnes = def.listeColonnes ?? {};
  return Object.hasOwn(colonnes, champ) ? colonnes[champ] : undefined;
};

/** True when `champ` names a column the resource's list can be sorted by (pagination.ts's whitelist). */
export const triable = (def: ResourceDef, champ: string) =>
  !!ownColumn(def.table, champ) || !!derivedOf(def, champ);

/** `'YYYY-MM-DD'`: today as an SQL literal for the declared expressions (the server's own day, never the caller's). */
export const jourSql = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Jour invalide : ${day}`);
  return `'${day}'`;
};

/**
 * The ORDER BY of a sort. Text in French order: its folded form (accents and case ignored, the search's fold, œ as
 * oe), then
 * the text itself, so that « Éric » sits with « Eric »; numbers as numbers. NULLs last either way; the id last of all,
 * so that a page always holds the same rows. No sort: the id alone (the primary key: no sort at all).
 */
function orderSql(
  def: ResourceDef,
  tri: Tri | undefined,
  day: string,
): { ctes: string[]; from: string; order: string; simple: boolean } {
  const T = rowRef(def);
  if (!tri) return { ctes: [], from: T, order: `${T}."id"`, simple: true };
  const dir = tri.desc ? "desc" : "asc";
  // A derived column named as an own one is what the list shows under that name (Client's nom: « titre prénom
  // nom »): the sort follows what the user reads.
  const derived = derivedOf(def, tri.champ);
  const col = derived ? undefined : ownColumn(def.table, tri.champ);
  const value = col ? `${T}."${col.name}"` : derived ? `(${derived(T, jourSql(day))})` : undefined;
  if (!value) throw new Error(`Colonne de tri inconnue : ${tri.champ}`);
  if (col && col.dataType !== "string")
    return {
      ctes: [],
      from: T,
      order: `(${value} is null), ${value} ${dir}, ${T}."id" ${dir}`,
      simple: true,
    };
  // The folded text joined by id (its steps flattened by SQLite into the row's read: the primary key's lookup).
  const { ctes, last } = foldedCtes(`select ${T}."id", ${value} from ${T}`, "tri", true);
  return {
    ctes: [ctes],
    from: `${T} join ${last} on ${last}."id" = ${T}."id"`,
    order: `(${last}."h" is null), ${last}."h" ${dir}, ${value} ${dir}, ${T}."id" ${dir}`,
    simple: false,
  };
}

/** The parts of a page's statement: its WITH, its condition (filters and search) and its order. */
export interface PageSql {
  /** `with ...` or empty. */
  with: SQL;
  /** The page's FROM: the table, joined to its sort's folded text. */
  from: SQL;
  where: SQL;
  /** The filters alone (no search): the rows a sorted or searched page's flags are read for. */
  filtres: SQL;
  /**
   * Sorted by the primary key or an own number column, no search or one from the index: the page's ids are cheap
   * to select again.
   */
  parCle: boolean;
  order: SQL;
  limit: number;
  offset: number;
  /** A page answers its total; the unpaged forms (a search, a picker, `?tri=` alone) do not count their rows. */
  compte: boolean;
  /** A page's derived list columns (name, SQL of the row), carried by each of its rows as extra fields. */
  colonnes: [string, string][];
}

/**
 * The resource's derived list columns as SQL of the row `T` on `day`: the names in `noms`, or all of them a row does
 * not already hold as its own column (those only sort: withDerived would leave the row's own value).
 */
const derivedSql = (def: ResourceDef, T: string, day: string, noms?: readonly string[]) =>
  Object.entries(def.listeColonnes ?? {})
    .filter(([nom]) => (noms ? noms.includes(nom) : !ownColumn(def.table, nom)))
    .map(([nom, expr]): [string, string] => [nom, `(${expr(T, jourSql(day))})`]);

/**
 * How `?q=` is searched: from the resource's FTS5 index when it has one (speed/sql-rules/search-index.ts), else by
 * folding every row's text (search-sql.ts, the plain form, which `pli` forces: the tests' reference).
 */
export type Recherche = "index" | "pli";

/** The statement's parts for these filters, words of the search, order and page (none: every row, or `limit`). */
export function pageParts(
  def: ResourceDef,
  where: SQL | undefined,
  words: string[],
  demande: DemandeListe,
  day: string,
  limit?: number,
  recherche: Recherche = "index",
): PageSql {
  const T = rowRef(def);
  const sorted = orderSql(def, demande.tri, day);
  const ctes = [...sorted.ctes];
  let cond = where ?? sql`1`;
  const indexed = recherche === "index" ? indexedCondition(def, T, words, jourSql(day)) : undefined;
  if (indexed) cond = sql`${cond} and ${indexed}`;
  else if (words.length) {
    const search = foldedCtes(
      `select ${T}."id", ${searchedTextSql(
        def.name,
        def.table,
        T,
        derivedSql(def, T, day, def.listeRecherche ?? []).map(([, expr]) => expr),
      )} from ${T}`,
      "recherche",
    );
    ctes.push(search.ctes);
    cond = sql`${cond} and ${sql.raw(`${T}."id"`)} in (select "id" from ${sql.raw(search.last)} where ${everyWord(words)})`;
  }
  return {
    with: ctes.length ? sql.raw(`with ${ctes.join(",\n")}\n`) : sql``,
    from: sql.raw(sorted.from),
    filtres: where ?? sql`1`,
    // Searched from the index, the page's own ids are cheap to select again (the index, not a fold of the table).
    parCle: (!words.length || !!indexed) && sorted.simple,
    where: cond,
    order: sql.raw(sorted.order),
    limit: demande.page?.taille ?? limit ?? -1,
    offset: demande.page?.offset ?? 0,
    compte: !!demande.page,
    // Only a page's rows carry them (the web prints its label columns from them); the unpaged rows stay as they were.
    colonnes: demande.page ? derivedSql(def, T, day) : [],
  };
}

/**
 * The ids decorate's and the delete rule's reads are restricted to (only the page's rows): a subquery they each
 * repeat. In id order or by a number column, the page's own ids (searched from the index or not). Sorted as text or
 * searched by the fold, the rows the filters keep: the fold of the sort or the search again in each of those reads cost more (x9 measured at 2,000 rows) than the
 * flags of the filtered rows, which the unpaged list reads anyway.
 */
export const pageIdsSql = (def: ResourceDef, p: PageSql) =>
  p.parCle
    ? sql`(select ${sql.raw(rowRef(def))}."id" from ${p.from} where ${p.where} order by ${p.order} limit ${p.limit} offset ${p.offset})`
    : sql`(select ${sql.raw(rowRef(def))}."id" from ${sql.raw(rowRef(def))} where ${p.filtres})`;

/** The page's API rows and the total, read in one statement. */
export async function readPage(
  ports: Pick<Ports, "db">,
  def: ResourceDef,
  p: PageSql,
): Promise<{ rows: IdRow[]; total: number }> {
  const T = sql.raw(rowRef(def));
  // A page's derived columns follow the row's values: [values, derived...].
  const values = jsonArraySql(def.table, rowRef(def));
  const item = sql.raw(
    p.colonnes.length
      ? `json_array(${values}, ${p.colonnes.map(([, expr]) => expr).join(", ")})`
      : values,
  );
  // group_concat keeps the order of the subquery's rows (json-text-sql.ts arrayTextSql says when SQLite keeps it).
  // Opened by SELECT, its WITH inside: the edge holds a statement that starts so as a read and sends it with the
  // flags' reads, where a WITH is scanned for write words (db/reads-only.ts), which the fold's replace() is one of.
  const [res] = await ports.db.all<{ total: number; j: string | null }>(
    sql`select "total", "j" from (${p.with}select ${p.compte ? sql`(select count(*) from ${T} where ${p.where})` : sql`null`} as "total",
  (select '[' || group_concat("r", ',') || ']' from (select ${item} as "r" from ${p.from} where ${p.where} order by ${p.order} limit ${p.limit} offset ${p.offset})) as "j")`,
  );
  const read = apiRowReader(def.name, def.table);
  const arrays: unknown[][] = JSON.parse(res?.j ?? "[]");
  const rows = p.colonnes.length
    ? arrays.map((a) => withDerived(read, a, p.colonnes))
    : arrays.map(read);
  return { rows, total: Number(res?.total ?? 0) };
}

/** A page's row `[values, derived...]`: the API row, then each derived column it does not already hold. */
function withDerived(
  read: (values: unknown[]) => IdRow,
  [values, ...derived]: unknown[],
  colonnes: [string, string][],
): IdRow {
  const row = read(Array.isArray(values) ? values : []);
  for (const [i, [nom]] of colonnes.entries())
    if (!Object.hasOwn(row, nom)) row[nom] = derived[i] ?? null;
  return row;
}
