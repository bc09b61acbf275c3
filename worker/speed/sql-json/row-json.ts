// Speed layer (ADR 012, ADR 064). Speeds up: the apartment read and the apartment list, whose rows of Appartement,
// Dossier, Locataire and Client SQLite rendered as JSON value by value on every read (about 170 of the read's
// values; each costs SQLite about a thousand instructions, ADR 063).
// Plain form it mirrors: apiObjectSql(resource, table, alias) over the row, in the read statement itself.
// Held equal by: tests/api/row-json.test.ts (each stored
// object against apiObjectSql after writes of every kind), tests/api/apartment-read-sql.test.ts and
// apartment-list-sql.test.ts (the whole answers against the JavaScript path).

import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { Appartement, Client, Dossier, Locataire } from "../../db/schema";
import { apiMembers, apiObjectSql } from "./api-json-sql";
import { openObjectTextSqlWithoutNulls } from "./json-text-sql";

// Each row's API object is kept as JSON text in a table of its own ("AppartementJson": id, j), written by SQLite
// triggers in the transaction of every insert, update and delete of the row, whoever writes (services, jobs, a
// restore): it can never be older than its row, unlike a cache. A read puts the stored text in its answer instead
// of rendering some fifty columns again. Not a column of the row's own table: the list and every other statement
// that reads those rows would then carry 2 kB more a row through their pages. Not in the drizzle schema: no
// backup, no version counter, no journal of their own; they follow their rows (and a restore rewrites those rows).

/** The resources whose rows are stored as JSON: those the apartment read and list render whole. */
export const STORED_AS_JSON = [
  ["Appartement", Appartement],
  ["Dossier", Dossier],
  ["Locataire", Locataire],
  ["Client", Client],
] as const satisfies readonly (readonly [string, SQLiteTable])[];

export type StoredResource = (typeof STORED_AS_JSON)[number][0];

/** The table holding a resource's rows as JSON. */
export const rowJsonTable = (resource: StoredResource) => `${resource}Json`;

/**
 * The row's API object, as it is stored (apiObjectSql of the `new` row in a trigger). Its last member must be a
 * plain column: a reader opens the object again with rtrim(j, '}') (json-text-sql.ts objectTextSqlAfter), which takes
 * every closing brace at the end, and a plain column's rendering (a string, a number, null, true or false) never
 * ends in one, where a JSON column's object would.
 */
export function rowObjectSql(resource: StoredResource, table: SQLiteTable, alias: string): string {
  const [key, value] = apiMembers(resource, table, alias).at(-1) ?? ["", ""];
  if (!/^\w+\."\w+"$/.test(value))
    throw new Error(`${resource} : son dernier membre (${key}) doit être une colonne telle quelle`);
  return apiObjectSql(resource, table, alias);
}

/**
 * `join "<Resource>Json" <as> on <as>."id" = <id>`: the stored object of the row whose id is `id` (an SQL
 * expression: the row's own id, or a foreign key when the row itself needs no other column), as `<as>."j"`.
 */
export const joinRowJson = (resource: StoredResource, id: string, as: string) =>
  `join "${rowJsonTable(resource)}" ${as} on ${as}."id" = ${id}`;

/**
 * The resources whose rows are also stored for their whole list's compact form (`?forme=compacte`, ADR 150 and 154):
 * the API object without its members whose value is null, left open (no closing brace) for the list's flags to
 * follow. Half of a 2,000-apartment list was `"key":null` (1.44 of 3.05 MB), which every client decoded and parsed;
 * made per read by SQLite (json_patch) it cost 26 ms a list, written by the row's triggers a few microseconds a write.
 */
export const STORED_FOR_LIST = [
  ["Appartement", Appartement],
] as const satisfies readonly (readonly [StoredResource, SQLiteTable])[];

/** The table holding a resource's rows in their list form (open, without null members). */
export const listRowJsonTable = (resource: (typeof STORED_FOR_LIST)[number][0]) =>
  `${resource}ListeJson`;

/** `join "<Resource>ListeJson" <as> on <as>."id" = <id>`: the row's list form, as `<as>."j"`. */
export const joinListRowJson = (
  resource: (typeof STORED_FOR_LIST)[number][0],
  id: string,
  as: string,
) => `join "${listRowJsonTable(resource)}" ${as} on ${as}."id" = ${id}`;

/** The table, its three triggers and its rows, like rowJsonStatements' (same events, same rules). */
function storedStatements(stored: string, resource: string, object: (alias: string) => string) {
  const name = (event: string) => `"${stored}_${event}"`;
  const table = `"${stored}"`;
  return [
    `CREATE TABLE IF NOT EXISTS ${table} ("id" integer PRIMARY KEY NOT NULL, "j" text NOT NULL);`,
    ...["insert", "update", "delete"].map((event) => `DROP TRIGGER IF EXISTS ${name(event)};`),
    `CREATE TRIGGER ${name("insert")} AFTER INSERT ON "${resource}" BEGIN INSERT OR REPLACE INTO ${table} ("id", "j") VALUES (new."id", ${object("new")}); END;`,
    // An id is never changed by the application; were it, the object would follow it.
    `CREATE TRIGGER ${name("update")} AFTER UPDATE ON "${resource}" BEGIN DELETE FROM ${table} WHERE "id" = old."id" AND old."id" IS NOT new."id"; INSERT OR REPLACE INTO ${table} ("id", "j") VALUES (new."id", ${object("new")}); END;`,
    `CREATE TRIGGER ${name("delete")} AFTER DELETE ON "${resource}" BEGIN DELETE FROM ${table} WHERE "id" = old."id"; END;`,
    `DELETE FROM ${table};`,
    `INSERT INTO ${table} ("id", "j") SELECT "id", ${object(resource)} FROM "${resource}";`,
  ];
}

/**
 * The rows' JSON as derived objects (worker/db/derived, ADR 097): each table, its three triggers dropped and made
 * again from today's schema, then every row's object written again (a column added to the resource since the
 * previous definition shows in every stored object at once). The migration runner runs them again whenever this
 * definition changes, and after any migration.
 */
export function rowJsonStatements(): string[] {
  const statements: string[] = [];
  for (const [resource, table] of STORED_AS_JSON)
    statements.push(
      ...storedStatements(rowJsonTable(resource), resource, (alias) =>
        rowObjectSql(resource, table, alias),
      ),
    );
  for (const [resource, table] of STORED_FOR_LIST)
    statements.push(
      ...storedStatements(listRowJsonTable(resource), resource, (alias) =>
        openObjectTextSqlWithoutNulls(apiMembers(resource, table, alias)),
      ),
    );
  return statements;
}
