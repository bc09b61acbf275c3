import { getTableColumns } from "drizzle-orm";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  COLONNES_BRUIT,
  CONSERVATION_ANS,
  MASQUE,
  SYSTEME,
  TABLES_HORS_JOURNAL,
  estSecret,
} from "../../domain/journal/regles";
import { TABLES, tableName } from "../../db/tables";
import { valeurSansIbanSql } from "./masque-iban";

// The SQL of the journal's triggers, made from the drizzle schema (ADR 029): the migration runner creates them again
// whenever this definition changes (worker/db/derived, ADR 097), so a table added later gets its triggers by itself.

/** The tables whose writes the journal records. */
export const tablesJournalisees = (): SQLiteTable[] =>
  TABLES.filter((t) => !TABLES_HORS_JOURNAL.has(tableName(t)));

export const triggerName = (table: string, event: "insert" | "update" | "delete") =>
  `Journal_${table}_${event}`;

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * `old.x` / `new.x`, or the mask for a secret column (its change shows, never its value), or the value with its
 * IBANs masked (issue 75: the last four characters only).
 */
const val = (table: string, row: "old" | "new", col: string) =>
  estSecret(col)
    ? `CASE WHEN ${row}.${q(col)} IS NULL THEN NULL ELSE ${lit(MASQUE)} END`
    : valeurSansIbanSql(table, col, `${row}.${q(col)}`);

/** The row's id as text: its `id`, else its primary key's columns joined by "/". */
function idOf(t: SQLiteTable, row: "old" | "new"): string {
  const cols = Object.values(getTableColumns(t));
  const id = cols.find((c) => c.name === "id" && c.primary);
  if (id) return `CAST(${row}."id" AS TEXT)`;
  const pk = cols.filter((c) => c.primary).map((c) => c.name);
  const keys = pk.length
    ? pk
    : (getTableConfig(t).primaryKeys[0]?.columns.map((c) => c.name) ?? []);
  if (!keys.length) return `CAST(${row}.rowid AS TEXT)`;
  return keys.map((k) => `CAST(${row}.${q(k)} AS TEXT)`).join(" || '/' || ");
}

const AUTEUR = `coalesce((SELECT "email" FROM "JournalAuteur" WHERE "id" = 1), ${lit(SYSTEME)})`;
// The session the write came from (issue 59), set with the e-mail by services/journal/ecrivain.ts.
const SESSION = `(SELECT "sessionId" FROM "JournalAuteur" WHERE "id" = 1)`;
const ACTIF = `coalesce((SELECT "pause" FROM "JournalAuteur" WHERE "id" = 1), 0) = 0`;
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * A line of the journal as a table's trigger writes it: (action, resource, resourceId, changes) into this view, whose
 * trigger (JOURNAL_LIGNE) adds the time, the author and the session. Written once instead of in each of the 260
 * triggers (ADR 161: 2 kB of SQLite's schema a trigger). The view reads no table, so that no migration that makes a
 * table again (drop, rename) ever finds it naming a missing one.
 */
const LIGNE = `"JournalLigne"`;
const LIGNE_VIEW = `CREATE VIEW ${LIGNE} ("action", "resource", "resourceId", "changes") AS SELECT NULL, NULL, NULL, NULL WHERE 0;`;
const JOURNAL_LIGNE = `CREATE TRIGGER "Journal_ligne" INSTEAD OF INSERT ON ${LIGNE} BEGIN INSERT INTO "Journal" ("at", "userEmail", "action", "resource", "resourceId", "changes", "sessionId") VALUES (${NOW}, ${AUTEUR}, new."action", new."resource", new."resourceId", new."changes", ${SESSION}); END;`;

function insertLine(table: string, action: string, id: string, changes: string) {
  return `INSERT INTO ${LIGNE} VALUES (${lit(action)}, ${lit(table)}, ${id}, ${changes});`;
}

/**
 * `{ col: [before, after] }` of every column (create, delete), by json_object's of 40 columns merged (SQLite's
 * functions take at most 127 arguments by default; a wide table would pass it).
 */
function allColumns(cols: string[], before: (c: string) => string, after: (c: string) => string) {
  const parts: string[] = [];
  for (let i = 0; i < cols.length; i += 40)
    parts.push(
      `json_object(${cols
        .slice(i, i + 40)
        .map((c) => `${lit(c)}, json_array(${before(c)}, ${after(c)})`)
        .join(", ")})`,
    );
  return parts.reduce((a, b) => `json_patch(${a}, ${b})`);
}

/** The three triggers of one table, as statements. */
export function tableTriggers(t: SQLiteTable): string[] {
  const table = tableName(t);
  const cols = Object.values(getTableColumns(t)).map((c) => c.name);
  const watched = cols.filter((c) => !COLONNES_BRUIT.has(c));
  const changed = (c: string) => `old.${q(c)} IS NOT new.${q(c)}`;
  // Only the changed columns: one row per change, gathered by json_group_object (json() keeps the arrays JSON).
  // (One json_patch of them all, NULL where unchanged, saved 0.4 MB of the schema for about 5 % more CPU on a small
  // table's update: not taken, ADR 161.)
  const diff = `(SELECT json_group_object(k, json(v)) FROM (${watched
    .map(
      (c) =>
        `SELECT ${lit(c)} AS k, json_array(${val(table, "old", c)}, ${val(table, "new", c)}) AS v WHERE ${changed(c)}`,
    )
    .join(" UNION ALL ")}))`;
  const anyChange = watched.map(changed).join(" OR ");
  return [
    `DROP TRIGGER IF EXISTS ${q(triggerName(table, "insert"))};`,
    `CREATE TRIGGER ${q(triggerName(table, "insert"))} AFTER INSERT ON ${q(table)} WHEN ${ACTIF} BEGIN ${insertLine(
      table,
      "create",
      idOf(t, "new"),
      allColumns(
        cols,
        () => "NULL",
        (c) => val(table, "new", c),
      ),
    )} END;`,
    `DROP TRIGGER IF EXISTS ${q(triggerName(table, "update"))};`,
    `CREATE TRIGGER ${q(triggerName(table, "update"))} AFTER UPDATE ON ${q(table)} WHEN ${ACTIF} AND (${anyChange}) BEGIN ${insertLine(table, "update", idOf(t, "new"), diff)} END;`,
    `DROP TRIGGER IF EXISTS ${q(triggerName(table, "delete"))};`,
    `CREATE TRIGGER ${q(triggerName(table, "delete"))} AFTER DELETE ON ${q(table)} WHEN ${ACTIF} BEGIN ${insertLine(
      table,
      "delete",
      idOf(t, "old"),
      allColumns(
        cols,
        (c) => val(table, "old", c),
        () => "NULL",
      ),
    )} END;`,
  ];
}

/**
 * Append-only: no UPDATE ever; a DELETE only of a line older than the retention (the daily job's purge) or during a
 * restore (which replaces the journal by the archive's).
 */
export function appendOnlyTriggers(): string[] {
  return [
    `DROP TRIGGER IF EXISTS "Journal_no_update";`,
    `CREATE TRIGGER "Journal_no_update" BEFORE UPDATE ON "Journal" BEGIN SELECT RAISE(ABORT, 'Le journal ne se modifie pas'); END;`,
    `DROP TRIGGER IF EXISTS "Journal_no_delete";`,
    `CREATE TRIGGER "Journal_no_delete" BEFORE DELETE ON "Journal" WHEN old."at" >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${CONSERVATION_ANS} years') AND ${ACTIF} BEGIN SELECT RAISE(ABORT, 'Le journal ne se supprime pas'); END;`,
  ];
}

/**
 * The journal's derived objects (worker/db/derived, ADR 097): the author's row, then every trigger (dropped first:
 * the migration runner runs them again whenever this definition changes).
 */
export function journalStatements(): string[] {
  return [
    `INSERT OR IGNORE INTO "JournalAuteur" ("id", "email", "pause") VALUES (1, NULL, 0);`,
    // Dropping the view drops its trigger.
    `DROP VIEW IF EXISTS ${LIGNE};`,
    LIGNE_VIEW,
    JOURNAL_LIGNE,
    ...appendOnlyTriggers(),
    ...tablesJournalisees().flatMap(tableTriggers),
  ];
}
