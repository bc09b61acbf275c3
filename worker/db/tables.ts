import { getTableName, is } from "drizzle-orm";
import { SQLiteTable, getTableConfig } from "drizzle-orm/sqlite-core";
import { compareFr } from "../domain/francais/tri";
import * as schema from "./schema";

// Every table the schema exports, for the code that works on all of them (backup, orphan sweep): a table added to
// worker/db/schema is covered without an edit.

const ALL: SQLiteTable[] = Object.values<unknown>(schema).filter((v): v is SQLiteTable =>
  is(v, SQLiteTable),
);

/** The tables in an order where each comes after those its foreign keys point to (a restore inserts in it). */
export const TABLES: SQLiteTable[] = (() => {
  const byName = new Map(ALL.map((t) => [getTableName(t), t]));
  const done = new Set<string>();
  const out: SQLiteTable[] = [];
  const visit = (t: SQLiteTable, path: Set<string>) => {
    const name = getTableName(t);
    if (done.has(name) || path.has(name)) return; // a cycle is left to the deferred foreign-key check
    path.add(name);
    for (const fk of getTableConfig(t).foreignKeys) {
      const target = byName.get(getTableName(fk.reference().foreignTable));
      if (target && target !== t) visit(target, path);
    }
    done.add(name);
    out.push(t);
  };
  for (const t of [...ALL].sort((a, b) => compareFr(getTableName(a), getTableName(b))))
    visit(t, new Set());
  return out;
})();

export const tableName = (t: SQLiteTable) => getTableName(t);
