import type { Ports } from "../../ports";
import type { ResourceDef, Row } from "../resource-def";
import { getOr404, updateRow } from "../rows";
import { toApi } from "../serialize";
import { inTransaction } from "../transaction";
import { deleteStored } from "./cleanup";
import { keyToUrl } from "./keys";
import { writeOrRemove, type StoredUpload } from "./store";
import { refusArchive } from "../archives/archiver";

// Signed copies (a lease, an inventory, a guarantee deed, a mission order) for every resource that declares
// `signedFiles`: one column per copy holding the file's /files/... link. One mechanism, no per-resource code.

/**
 * Points the record's columns at the stored uploads (by column name) in one transaction; the objects they replace
 * go after the commit, the new ones again if the write fails (404, constraint...). Answers the record.
 */
export async function storeSignedFiles(
  ports: Ports,
  def: ResourceDef,
  id: number,
  uploads: Record<string, StoredUpload>,
): Promise<Row> {
  const objects = Object.entries(uploads);
  return writeOrRemove(
    ports,
    objects.map(([, u]) => u.cle),
    () =>
      inTransaction(ports, async (tx) => {
        const old = await getOr404(tx, def.table, id);
        refusArchive(def.name, old);
        const links = Object.fromEntries(objects.map(([field, u]) => [field, keyToUrl(u.cle)]));
        const row = await updateRow(tx, def.table, id, {
          ...links,
          updatedAt: tx.clock.now().toISOString(),
        });
        for (const [field] of objects) await deleteStored(tx, old[field]);
        return toApi(def.name, row);
      }),
  );
}

/** A deleted record's signed copies leave the store once the delete commits. */
export async function deleteSignedFiles(ports: Ports, def: ResourceDef, row: Row) {
  for (const field of def.signedFiles ?? []) await deleteStored(ports, row[field]);
}
