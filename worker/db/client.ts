import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import type { Client } from "@libsql/client";
import * as schema from "./schema";

/** The drizzle database over a libSQL client (what the entries open; services see it as `Db`, see ports.ts). */
export type Database = LibSQLDatabase<typeof schema>;

export function createDb(client: Client): Database {
  return drizzle(client, { schema });
}
