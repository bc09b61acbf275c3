// Speed layer (issue 72 item 2). Speeds up: `?q=` (a page, the unpaged search, a picker's `?q=x&limit=20`) and
// GET /api/search, which folded every row's text on each query (search-sql.ts: 1.3 s of CPU for a page at 20,000
// apartments half in « Łódź », 2.5 ms from the index; ADR 098), by an FTS5 table per searched resource holding each
// row's text already folded.
// Plain form it mirrors: search-sql.ts's fold of every row (foldedCtes over searchedTextSql: the row's text and
// number fields and its `listeRecherche` derived columns, each word an instr), still used by the resources not
// indexed here; services/search.ts's scan of every record (matchesSearch), which checks the index's candidates.
// Held equal by: tests/api/recherche-index.test.ts and tests/edge/recherche-index.test.ts (a corpus of French,
// Polish, Hungarian... names, derived columns, short words: the same rows, pages, totals and hits both ways).

import { getTableName, type SQL, sql } from "drizzle-orm";
import { foldText } from "../../domain/search";
import type { ResourceDef } from "../../services/resource-def";
import { libelleAppartement } from "../../services/resources/liste-sql";
import { dossierEnCoursSql } from "./day-rules-sql";
import { asciiSaufOe, plisParEtape, searchedTextSql } from "./search-sql";

// Each indexed row is one row of "<Resource>Recherche" (rowid = the row's id): `texte`, its searched text as the
// plain form's SQL folds it (lower case, Latin-1 and Latin Extended-A letters as foldText writes them); `libelle`,
// an apartment's label (« adresse, codePostal ville ») folded, which a tenant's list searches as its apartment's;
// `exotique`, « oui » when the folded text still holds a character beyond U+017F but common punctuation, where
// foldText may fold otherwise (a Vietnamese or Greek letter, a decomposed accent): the SQL fold stops at U+017F. The trigram tokenizer indexes every
// three characters, so a phrase matches any substring of 3 characters or more, as instr does; `case_sensitive 1`:
// the text is folded already, and the tokenizer must not fold it further (a Greek capital the plain form keeps).
// Triggers on the resource's table and on the tables its derived columns read keep it in the transaction of every
// write, whoever writes (services, jobs, a restore). Not in the drizzle schema: no backup, journal, version counter
// (as the rows' JSON, ADR 064); made by the migration runner as derived objects (ADR 097), made again and refilled.

/** A write on `table` changes the searched text of the resource's rows that `rows` selects (`T` the resource's table, `r` new or old). */
interface Feed {
  table: string;
  rows: (T: string, r: "new" | "old") => string;
}

interface Indexed {
  /** Tables other than the resource's own whose rows feed its derived searched columns. */
  feeds: Feed[];
  /**
   * Derived searched columns that depend on the day (a tenant's apartment is that of its running lease): not
   * stored, searched at query time (perDay below). The others are stored, so they must not depend on the day.
   */
  perDay?: readonly string[];
}

const byAppartement: Feed = {
  table: "Appartement",
  rows: (T, r) => `${T}."AppartementId" = ${r}."id"`,
};

/** The indexed resources: the lists a person searches (their pickers) and the global search's four types. */
export const INDEXED: Readonly<Record<string, Indexed>> = {
  Appartement: { feeds: [] },
  Client: { feeds: [] },
  Locataire: { feeds: [], perDay: ["appartement"] },
  Dossier: {
    feeds: [
      byAppartement,
      { table: "Locataire", rows: (T, r) => `${T}."LocataireId" = ${r}."id"` },
    ],
  },
  Intendance: { feeds: [byAppartement] },
  Mission: {
    feeds: [
      { table: "MissionClient", rows: (T, r) => `${T}."id" = ${r}."MissionId"` },
      {
        table: "Client",
        rows: (T, r) =>
          `${T}."id" in (select "MissionId" from "MissionClient" where "ClientId" = ${r}."id")`,
      },
    ],
  },
};

/** The FTS5 table of a resource's searched text. */
export const searchIndexTable = (resource: string) => `${resource}Recherche`;
/** The texts being folded by its trigger, a step a statement (a trigger's statements cannot open a WITH). */
const PLI = `"__recherche_pli"`;

const isIndexed = (def: ResourceDef) => Object.hasOwn(INDEXED, def.name);

/** Characters the SQL fold leaves that foldText would leave too (or fold to a space, which no searched word holds). */
const SURS = [
  "\u2018\u2019\u201a\u201c\u201d\u201e\u2039\u203a\u2013\u2014\u2026\u2022\u2032\u2033\u20ac\u2030\u2116",
  "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff",
]
  .join("")
  .split("")
  .filter((c) => foldText(c) === c || /\s/.test(c))
  .join("");
/** SQL: « oui » when the folded text `h` holds a character out of U+0001-U+017F and SURS (GLOB's classes are Unicode). */
export const exotique = (h: string) =>
  `iif(${h} glob '*[^' || char(1) || '-\u017f${SURS}]*', 'oui', '')`;

/** The resource's derived searched columns as [name, SQL of the row `T` on `jour`], in listeColonnes' order. */
const derivedSearched = (def: ResourceDef, T: string, jour: string) =>
  Object.entries(def.listeColonnes ?? {})
    .filter(([nom]) => (def.listeRecherche ?? []).includes(nom))
    .map(([nom, expr]): [string, string] => [nom, `(${expr(T, jour)})`]);

/** The stored text of a row of `def` (`T`, its table's quoted name): own fields and derived columns not of the day. */
function storedText(def: ResourceDef, T: string): string {
  const perDay = INDEXED[def.name]?.perDay ?? [];
  const stored = derivedSearched(def, T, "'2000-01-01'").filter(([nom]) => !perDay.includes(nom));
  for (const [nom, expr] of stored)
    if (derivedSearched(def, T, "'2999-12-31'").find(([n]) => n === nom)?.[1] !== expr)
      throw new Error(
        `${def.name}.${nom} dépend du jour : à déclarer dans perDay (search-index.ts)`,
      );
  return searchedTextSql(
    def.name,
    def.table,
    T,
    stored.map(([, expr]) => expr),
  );
}

/**
 * The trigger that folds each text put in the scratch table (`table`), lower-cased, as the plain form folds it: its
 * usual accents on a text that is not ASCII, then its other letters a dozen a statement on a text that still holds
 * one. Replacing a letter a text does not hold changes nothing: the skips are for speed only, and a label folded
 * apart from its row's text (it was with it) ends the same. Written once (ADR 161): when every trigger of the index
 * carried these statements, for the text and the label, they were most of its 2.8 MB of SQLite's schema, held by
 * every connection, and compiled into every kept write statement whose table feeds an index.
 */
export function foldTrigger(table = PLI): string[] {
  const row = `rowid = new.rowid`;
  const steps = [
    `UPDATE ${table} SET "h" = ${plisParEtape(`"h"`).frequentes} WHERE ${row} AND length("h") <> octet_length("h");`,
    ...plisParEtape(`"h"`).autres.map(
      (etape) =>
        `UPDATE ${table} SET "h" = ${etape} WHERE ${row} AND NOT coalesce(${asciiSaufOe(`"h"`)}, 1);`,
    ),
  ];
  return [
    `DROP TRIGGER IF EXISTS "Recherche_pli";`,
    `CREATE TRIGGER "Recherche_pli" AFTER INSERT ON ${table} BEGIN ${steps.join(" ")} END;`,
  ];
}

/**
 * Statements that write the index rows of `def`'s rows selected by `where` (on `T`, the table's quoted name): their
 * texts lower-cased into the scratch table (an apartment's label a row of its own, `libelle` 1), which folds them as
 * they come in (foldTrigger), then copied into the index.
 */
function refresh(def: ResourceDef, where: string): string[] {
  const T = `"${getTableName(def.table)}"`;
  const fts = `"${searchIndexTable(def.name)}"`;
  const texte = `SELECT ${T}."id", 0, lower(${storedText(def, T)}) FROM ${T} WHERE ${where}`;
  const avecLibelle = def.name === "Appartement";
  const libelles = avecLibelle
    ? ` UNION ALL SELECT ${T}."id", 1, lower(${libelleAppartement(T)}) FROM ${T} WHERE ${where}`
    : "";
  const libelle = avecLibelle
    ? `(SELECT e."h" FROM ${PLI} e WHERE e."id" = p."id" AND e."libelle" = 1)`
    : "NULL";
  return [
    `DELETE FROM ${fts} WHERE rowid IN (SELECT ${T}."id" FROM ${T} WHERE ${where});`,
    `INSERT INTO ${PLI} ("id", "libelle", "h") ${texte}${libelles};`,
    `INSERT INTO ${fts} (rowid, "texte", "libelle", "exotique") SELECT p."id", p."h", ${libelle}, ${exotique(`p."h"`)} FROM ${PLI} p WHERE p."libelle" = 0;`,
    `DELETE FROM ${PLI};`,
  ];
}

/**
 * The index as derived objects (worker/db/derived, ADR 097): the scratch table, each FTS5 table made again (a
 * change of its columns shows at once), one trigger per table and event writing the index rows that change, then
 * every row indexed. `defs`: the resources (RESOURCES); those of INDEXED are indexed.
 */
export function searchIndexStatements(defs: readonly ResourceDef[]): string[] {
  const indexed = defs.filter(isIndexed);
  const statements = [
    // Made again: its columns were ("id", "h", "l") until ADR 161; it holds rows only within a trigger's statement.
    `DROP TABLE IF EXISTS ${PLI};`,
    `CREATE TABLE ${PLI} ("id" integer NOT NULL, "libelle" integer NOT NULL, "h" text, PRIMARY KEY ("id", "libelle"));`,
    ...foldTrigger(),
  ];
  // A table's triggers: per event, the statements of every index its rows feed.
  const bodies = new Map<string, { insert: string[]; update: string[]; delete: string[] }>();
  const on = (table: string) => {
    let b = bodies.get(table);
    if (!b) bodies.set(table, (b = { insert: [], update: [], delete: [] }));
    return b;
  };
  for (const def of indexed) {
    const T = `"${getTableName(def.table)}"`;
    const fts = `"${searchIndexTable(def.name)}"`;
    statements.push(
      `DROP TABLE IF EXISTS ${fts};`,
      `CREATE VIRTUAL TABLE ${fts} USING fts5("texte", "libelle", "exotique", tokenize = 'trigram case_sensitive 1');`,
    );
    const own = on(getTableName(def.table));
    own.insert.push(...refresh(def, `${T}."id" = new."id"`));
    // An id is never changed by the application; were it, the index would follow it.
    own.update.push(
      `DELETE FROM ${fts} WHERE rowid = old."id" AND old."id" IS NOT new."id";`,
      ...refresh(def, `${T}."id" = new."id"`),
    );
    own.delete.push(`DELETE FROM ${fts} WHERE rowid = old."id";`);
    for (const feed of INDEXED[def.name]?.feeds ?? []) {
      const b = on(feed.table);
      b.insert.push(...refresh(def, feed.rows(T, "new")));
      b.update.push(...refresh(def, `(${feed.rows(T, "old")} OR ${feed.rows(T, "new")})`));
      b.delete.push(...refresh(def, feed.rows(T, "old")));
    }
  }
  for (const [table, events] of bodies)
    for (const [event, body] of Object.entries(events)) {
      const name = `"Recherche_${table}_${event}"`;
      statements.push(`DROP TRIGGER IF EXISTS ${name};`);
      if (body.length)
        statements.push(
          `CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON "${table}" BEGIN ${body.join(" ")} END;`,
        );
    }
  for (const def of indexed) statements.push(...refresh(def, "1"));
  return statements;
}

/** A word as an FTS5 phrase of column `col` (its double quotes doubled: the rest of a phrase is literal). */
const phrase = (col: string, w: string) => `${col} : "${w.replaceAll('"', '""')}"`;
/** The trigram tokenizer matches phrases of 3 characters or more: shorter words are looked for in the text. */
/** A word's length in characters (not UTF-16 units). */
const chars = (w: string) => [...w].length;
const long = (w: string) => chars(w) >= 3;

/**
 * SQL: the rowids of the index table `resource`'s whose column `col` holds every word of `words` (none empty). The
 * longest word is the FTS5 phrase (its trigrams' lists are read whole: the longest is usually the rarest, « ksiezy »
 * before « lodz », which half the table may hold); the others are looked for in the text of the rows it keeps. A
 * phrase and instr find the same substrings.
 */
function holding(resource: string, col: string, words: readonly string[]): SQL {
  const fts = `"${searchIndexTable(resource)}"`;
  const longest = words
    .filter(long)
    .reduce<string | undefined>(
      (best, w) => (best === undefined || chars(w) > chars(best) ? w : best),
      undefined,
    );
  const conds: SQL[] = [];
  if (longest !== undefined) conds.push(sql`${sql.raw(fts)} match ${phrase(col, longest)}`);
  for (const w of words.filter((x) => x !== longest))
    conds.push(sql`instr(${sql.raw(`"${col}"`)}, ${w}) > 0`);
  return sql`select rowid as "id" from ${sql.raw(fts)} where ${sql.join(conds, sql` and `)}`;
}

/**
 * SQL: the tenants whose apartment (locataireListe's `appartement`: the apartment of the last running lease with an
 * apartment, on `jour`) has a label holding the word `w`. Driven by the apartments whose label holds it, each
 * lease of theirs running that day kept when it is its tenant's last such.
 */
const locataireParAppartement = (w: string, jour: string) =>
  sql`select ld."LocataireId" as "id" from "Dossier" ld where ld."AppartementId" in (${holding(
    "Appartement",
    "libelle",
    [w],
  )}) and ${sql.raw(`${dossierEnCoursSql("ld", jour)} and ld."id" = (select ld2."id" from "Dossier" ld2 join "Appartement" la2 on la2."id" = ld2."AppartementId" where ld2."LocataireId" = ld."LocataireId" and ${dossierEnCoursSql("ld2", jour)} order by ld2."id" desc limit 1)`)}`;

/** The per-day searched columns' SQL: the ids of the rows whose column of the day holds `w`. */
const PER_DAY: Readonly<Record<string, (w: string, jour: string) => SQL>> = {
  "Locataire.appartement": locataireParAppartement,
};

/**
 * SQL: the condition on `T` (the resource's table, quoted) that its row's searched text holds every word (`jour`,
 * today as an SQL literal), or undefined when the resource is not indexed (the plain form searches it). The same
 * rows as the plain form's fold: a word holds no space, so it is in the text joined by spaces when it is in one of
 * its parts (stored, or of the day).
 */
export function indexedCondition(
  def: ResourceDef,
  T: string,
  words: readonly string[],
  jour: string,
): SQL | undefined {
  if (!isIndexed(def) || !words.length) return undefined;
  const id = sql.raw(`${T}."id"`);
  const perDay = INDEXED[def.name]?.perDay ?? [];
  if (!perDay.length) {
    if (words.some(long)) return sql`${id} in (${holding(def.name, "texte", words)})`;
    // Words under 3 characters only: each row's stored text looked up by its id, in the statement's order, so that
    // a picker's first 20 (and its page's flags) stop at the 20th match instead of scanning the whole index.
    const fts = sql.raw(`"${searchIndexTable(def.name)}"`);
    return sql`exists (select 1 from ${fts} where ${fts}.rowid = ${id} and ${sql.join(
      words.map((w) => sql`instr(${fts}."texte", ${w}) > 0`),
      sql` and `,
    )})`;
  }
  // Each word in the stored text or in a column of the day; the rows holding every word.
  const ofWord = (w: string) =>
    sql.join(
      [
        sql`select "id" from (${holding(def.name, "texte", [w])})`,
        ...perDay.map((nom) => {
          const f = PER_DAY[`${def.name}.${nom}`];
          if (!f)
            throw new Error(`${def.name}.${nom} : pas de recherche du jour (search-index.ts)`);
          return sql`select "id" from (${f(w, jour)})`;
        }),
      ],
      sql` union `,
    );
  return sql`${id} in (${sql.join(
    words.map((w) => sql`select "id" from (${ofWord(w)})`),
    sql` intersect `,
  )})`;
}

/**
 * SQL: the ids of `resource`'s rows that may hold every word in the fields the global search matches (a subset of
 * the stored text's): those whose stored text holds them, and those whose text the SQL fold does not fold as
 * foldText does (`exotique`). services/search.ts checks each candidate with matchesSearch, as it always did.
 */
export function globalCandidates(resource: string, words: readonly string[]): SQL {
  const fts = sql.raw(`"${searchIndexTable(resource)}"`);
  return sql`${holding(resource, "texte", words)} union select rowid as "id" from ${fts} where ${fts} match ${phrase("exotique", "oui")}`;
}
