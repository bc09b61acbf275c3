import { eq, inArray } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { DocumentGenere, DocumentVersion, type Fichier, type Image } from "../../db/schema";
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
  const ids = rows.map((r) => r.id);
  // A generated document's earlier versions (issue 39) go with it, objects included.
  const keys = new Set(rows.map((r) => r.cle));
  if (table === DocumentGenere) {
    const versions = await ports.db
      .select({ cle: DocumentVersion.cle })
      .from(DocumentVersion)
      .where(inArray(DocumentVersion.DocumentGenereId, ids));
    for (const v of versions) keys.add(v.cle); // their rows go by the foreign key's cascade
  }
  await ports.db.delete(table).where(inArray(table.id, ids));
  await afterCommit(
    ports,
    async () => void (await Promise.all([...keys].map((k) => ports.files.delete(k)))),
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
