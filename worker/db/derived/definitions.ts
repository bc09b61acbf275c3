import { exerciceClosStatements } from "../../services/exercices/triggers";
import { garantiesStatements } from "../../services/garanties/triggers";
import { journalStatements } from "../../services/journal/triggers";
import { RESOURCES } from "../../services/resources";
import { searchIndexStatements } from "../../speed/sql-rules/search-index";
import { rowJsonStatements } from "../../speed/sql-json/row-json";
import { tableauStatements } from "../../speed/tableau/kept";

// The objects of the database that are derived from the schema by code, not written by hand in a migration
// (ADR 097): the journal's triggers (ADR 029), the rows' stored JSON (ADR 064), the closed years' guards (ADR 067),
// the search index (ADR 098), the dashboard's kept figures (ADR 099), the guarantees' guard (ADR 122).
// The migration runner (./apply.ts) creates them from these definitions, and again whenever one changes.

export interface DerivedObjects {
  /** Its row in `__derived_objects`, which keeps the hash of the statements last applied. */
  name: string;
  /**
   * Its statements, from today's schema. Each may run again on a database that has them: a trigger is dropped
   * before it is created, a table created if missing, a table of derived rows emptied and filled again.
   */
  statements(): string[];
}

export const DERIVED_OBJECTS: readonly DerivedObjects[] = [
  { name: "journal", statements: journalStatements },
  { name: "row_json", statements: rowJsonStatements },
  { name: "exercice_clos", statements: exerciceClosStatements },
  { name: "recherche", statements: () => searchIndexStatements(RESOURCES) },
  { name: "tableau", statements: tableauStatements },
  // ADR 122: a personal guarantor refused beside a GLI (loi 89-462 art. 22-1).
  { name: "garanties", statements: garantiesStatements },
];
