import { eq, inArray } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DocumentGenere, Fichier, Image } from "../../db/schema";
import type { Ports } from "../../ports";
import { afterCommit } from "../transaction";
import { urlToKey } from "./keys";

/** The rows that own an object in the file store by its key: uploads and generated documents. */
type StoredTable = typeof Fichier | typeof Image | typeof DocumentGenere;

/**
 * Deletes the rows of `table` owned through `column` (a Fichier's ClientId, an Image's AppartementId...) and, once
 * the transaction commits, their stored objects: no orphans in the store, nothing lost if the delete rolls back.
 */
export async function deleteStoredRowsOf(
  ports: Ports,
  table: StoredTable,
  column: SQLiteColumn,
  ownerId: number,
) {
  const rows = await ports.db
    .select({ id: table.id, cle: table.cle })
    .from(table)
    .where(eq(column, ownerId));
  if (!rows.length) return;
  await ports.db.delete(table).where(
    inArray(
      table.id,
      rows.map((r) => r.id),
    ),
  );
  await afterCommit(
    ports,
    async () => void (await Promise.all(rows.map((r) => ports.files.delete(r.cle)))),
  );
}

/**
 * Removes a stored object after the commit, given its key or its `/files/...` link (a Fichier's cle, a column such
 * as contratLocation). Anything outside "files/" names no stored object and is left alone.
 */
export async function deleteStored(ports: Ports, keyOrUrl: unknown) {
  if (typeof keyOrUrl !== "string") return;
  const key = urlToKey(keyOrUrl);
  if (key.startsWith("files/") && !key.includes(".."))
    await afterCommit(ports, () => ports.files.delete(key));
}
