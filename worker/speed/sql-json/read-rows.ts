// Speed layer (ADR 012). Speeds up: reads of one fixed SQL text (the apartment read, its list, the per-request user
// lookup): the text goes to the client as it is, found prepared at once, and JSON answers come back as bytes.
// Plain form it mirrors: `db.all(sql...)` through drizzle, which it still takes inside a transaction.
// Held equal by: worker/speed/sql-json/read-rows.test.ts (the same rows on both paths).

import { type SQL, sql } from "drizzle-orm";
import type { Client, InValue } from "@libsql/client";
import type { Db } from "../../ports";

/** The protocol of drizzle's `$client`, which only the database (not a transaction) has. */
function protocolOf(db: Db): unknown {
  const client = "$client" in db ? db.$client : undefined;
  return typeof client === "object" && client !== null && "protocol" in client
    ? client.protocol
    : undefined;
}

/**
 * What a statement of this module casts its JSON answer to. A blob for the Node driver: it copies UTF-8 bytes where
 * text made a JavaScript string (below). Text over HTTP (the edge's @libsql/client/web): Hrana carries a blob as
 * base64 inside its JSON, a third more bytes to send and a decode, where text travels as it is (issue 22).
 */
export function jsonCast(db: Db): "blob" | "text" {
  const protocol = protocolOf(db);
  return protocol === "http" || protocol === "https" || protocol === "ws" || protocol === "wss"
    ? "text"
    : "blob";
}

/**
 * Runs one read statement (`?` placeholders, none elsewhere in its text) with `args`. Outside a transaction it goes
 * straight to the database's own client (drizzle's `$client`) with the caller's text object: drizzle would
 * build a new copy of it on every call, and the Node driver finds its prepared statement by that text (on the 15 kB
 * apartment read, drizzle's building cost about a third of running it). A transaction's db has no client of its
 * own: the statement then goes through drizzle, on the transaction's connection.
 */
export async function readRows<T>(db: Db, text: string, args: InValue[]): Promise<T[]> {
  const client = "$client" in db ? db.$client : undefined;
  // The caller names its statement's row, as with drizzle's db.all<T> below; the client's rows have those columns.
  if (isClient(client)) return (await client.execute({ sql: text, args })).rows as T[];
  const parts = text.split("?");
  if (parts.length !== args.length + 1)
    throw new Error(
      `readRows : ${parts.length - 1} paramètres dans la requête, ${args.length} valeurs`,
    );
  // The text's parts with the values between them (as many values as gaps: checked above).
  const chunks: SQL[] = [];
  for (const [i, part] of parts.entries()) {
    if (i > 0) chunks.push(sql`${args[i - 1]}`);
    chunks.push(sql.raw(part));
  }
  return db.all<T>(sql.join(chunks));
}

/** Drizzle's `$client` (a database's own client; a transaction has none): has it the execute readRows calls? */
const isClient = (c: unknown): c is Pick<Client, "execute"> =>
  typeof c === "object" && c !== null && "execute" in c && typeof c.execute === "function";

/**
 * The first row's `j` column as bytes, for a statement that builds a JSON answer and casts it to a blob: the driver
 * then copies UTF-8 bytes. As text, the native driver made a JavaScript string of it, ~9 ns a character once the
 * text has accents (13 ms for the 2 MB apartment list), and the response encoded it back to UTF-8. Undefined when
 * there is no row; a driver that gives text anyway has it encoded.
 */
export async function readJsonBytes(
  db: Db,
  text: string,
  args: InValue[],
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const [row] = await readRows<{ j: unknown }>(db, text, args);
  return row?.j == null ? undefined : bytesOf(row.j);
}

/**
 * A blob column's value as bytes (ArrayBuffer from @libsql/client, a Buffer elsewhere: a view on its ArrayBuffer,
 * not a copy); text encoded.
 */
const bytesOf = (j: unknown): Uint8Array<ArrayBuffer> =>
  j instanceof ArrayBuffer
    ? new Uint8Array(j)
    : j instanceof Uint8Array
      ? j.buffer instanceof ArrayBuffer
        ? new Uint8Array(j.buffer, j.byteOffset, j.byteLength)
        : new Uint8Array(j) // over a SharedArrayBuffer: a copy
      : new TextEncoder().encode(String(j));
