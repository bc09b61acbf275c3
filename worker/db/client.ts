import type { Client } from "@libsql/client";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import * as schema from "./schema";

/** The drizzle database over a libSQL client (what the entries open; services see it as `Db`, see ports.ts). */
export type Database = LibSQLDatabase<typeof schema>;

/**
 * drizzle's documented `drizzle({ client, schema })`, from the flavour of `drizzle-orm/libsql` its caller loads:
 * `drizzle-orm/libsql/sqlite3` on Node, `drizzle-orm/libsql/web` on the edge. Each flavour imports its own
 * `@libsql/client` variant for the `drizzle(url)` form, which no entry uses (each passes its own client): the
 * plain `drizzle-orm/libsql` would put @libsql/client's WebSocket and HTTP driver in the Node bundle, and a native
 * one in the Worker's. So the entry chooses, and this module imports no driver.
 */
type DrizzleFlavour = (config: { client: Client; schema: typeof schema }) => Database;

export function createDb(drizzle: DrizzleFlavour, client: Client): Database {
  return drizzle({ client, schema });
}
