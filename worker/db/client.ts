// driver-core, not "drizzle-orm/libsql": that one imports @libsql/client's Node driver (WebSocket, HTTP) for its
// drizzle(url) form, which neither entry uses (each passes its own client).
import * as driverCore from "drizzle-orm/libsql/driver-core";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import type { Client } from "@libsql/client";
import * as schema from "./schema";

/** The drizzle database over a libSQL client (what the entries open; services see it as `Db`, see ports.ts). */
export type Database = LibSQLDatabase<typeof schema>;

// driver-core.js exports drizzle's builder as `construct` (what `drizzle(client)` calls); its .d.ts leaves it out.
const { construct } = driverCore as unknown as {
  construct: (client: Client, config: { schema: typeof schema }) => Database;
};

export function createDb(client: Client): Database {
  return construct(client, { schema });
}
