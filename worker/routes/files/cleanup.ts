import { eq, inArray } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { Fichier, Image } from "../../db/schema";
import type { Ports } from "../../ports";

/** Deletes the Fichier rows owned through `column` and their stored objects: no orphans in the store. */
export async function deleteFilesOf(ports: Ports, column: SQLiteColumn, ownerId: number) {
  const rows = await ports.db.select({ id: Fichier.id, cle: Fichier.cle }).from(Fichier).where(eq(column, ownerId));
  await Promise.all(rows.map((r) => ports.files.delete(r.cle)));
  if (rows.length) await ports.db.delete(Fichier).where(inArray(Fichier.id, rows.map((r) => r.id)));
}

export async function deleteImagesOf(ports: Ports, appartementId: number) {
  const rows = await ports.db.select({ id: Image.id, cle: Image.cle }).from(Image).where(eq(Image.AppartementId, appartementId));
  await Promise.all(rows.map((r) => ports.files.delete(r.cle)));
  if (rows.length) await ports.db.delete(Image).where(inArray(Image.id, rows.map((r) => r.id)));
}

/** Removes a generated or uploaded document referenced by key (a column such as contratLocation). */
export async function deleteStored(ports: Ports, key: unknown) {
  if (typeof key === "string" && key) await ports.files.delete(key);
}
