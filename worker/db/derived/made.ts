import type { Row } from "@libsql/client";
import { BUILT_DERIVED } from "./built";

// What the runner reads of the derived objects made in a database (ADR 097), without their definitions: a start
// whose database holds the build's hashes (built.ts, ADR 140) loads no definition, nor the resources and rules they
// are made from (apply.ts, loaded when something is to be made; ADR 149).

export const DERIVED_TABLE = "__derived_objects";
export const DERIVED_TABLE_DDL = `CREATE TABLE IF NOT EXISTS "${DERIVED_TABLE}" ("name" text PRIMARY KEY NOT NULL, "hash" text NOT NULL, "triggers" text NOT NULL)`;

export interface Made {
  hash: string;
  triggers: string[];
}

/** What was made, read from `__derived_objects` (madeDerived reads its rows). */
export const MADE_DERIVED_SQL = `SELECT "name", "hash", "triggers" FROM "${DERIVED_TABLE}"`;

/** What `__derived_objects` says was made, by definition name, from the rows of MADE_DERIVED_SQL. */
export function madeDerived(rows: Row[]): Map<string, Made> {
  return new Map(
    rows.map((r) => [
      String(r.name),
      { hash: String(r.hash), triggers: JSON.parse(String(r.triggers)) as string[] },
    ]),
  );
}

/**
 * The definitions whose hash the build computed (built.ts) and the database does not hold: undefined from the
 * sources, where there is no build's table (apply.ts's staleDerived then generates each definition to compare).
 */
export function staleByBuild(made: Map<string, Made>): string[] | undefined {
  if (!BUILT_DERIVED) return undefined;
  return Object.entries(BUILT_DERIVED)
    .filter(([name, built]) => made.get(name)?.hash !== built.hash)
    .map(([name]) => name);
}
