import { SQL, sql } from "drizzle-orm";
import type { Client, InValue } from "@libsql/client";
import type { Db } from "../ports";

/**
 * Runs one read statement (`?` placeholders, none elsewhere in its text) with `args`. Outside a transaction it goes
 * straight to the database's own client (`$client`, set by createDb) with the caller's text object: drizzle would
 * build a new copy of it on every call, and the Node driver finds its prepared statement by that text (on the 15 kB
 * apartment read, drizzle's building cost about a third of running it). A transaction's db has no client of its
 * own: the statement then goes through drizzle, on the transaction's connection.
 */
export async function readRows<T>(db: Db, text: string, args: InValue[]): Promise<T[]> {
  const client = (db as { $client?: Client }).$client;
  if (client) return (await client.execute({ sql: text, args })).rows as unknown as T[];
  const parts = text.split("?");
  if (parts.length !== args.length + 1) throw new Error(`readRows : ${parts.length - 1} paramètres dans la requête, ${args.length} valeurs`);
  const chunks: SQL[] = [sql.raw(parts[0]!)];
  args.forEach((v, i) => chunks.push(sql`${v}`, sql.raw(parts[i + 1]!)));
  return db.all<T>(sql.join(chunks));
}
