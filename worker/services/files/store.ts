import { eq } from "drizzle-orm";
import { Appartement, DocumentGenere, Fichier, Image } from "../../db/schema";
import type { Ports } from "../../ports";
import { badRequest } from "../../lib/errors";
import { introuvable } from "../../domain/labels";
import { toApi } from "../serialize";
import { getOr404 } from "../rows";
import { inTransaction } from "../transaction";
import { deleteStored } from "./cleanup";
import { keyToUrl, newKey } from "./keys";
import { quittanceFileName } from "../quitance/attachment";

/** An upload already checked by the route (type from its bytes, size). */
export interface CheckedUpload {
  name: string;
  bytes: Uint8Array;
  mime: string;
  ext: string;
}

type FichierOwner = Partial<
  Record<"ClientId" | "LocataireId" | "AppartementId" | "DossierId" | "MissionId", number>
>;

/**
 * Stores objects first, then writes the rows in one transaction; if the rows fail, the objects go again.
 * The store is not transactional: this order never leaves a row pointing at a missing object.
 */
export async function storeThenWrite<T>(
  ports: Ports,
  objects: { cle: string; u: Pick<CheckedUpload, "bytes" | "mime"> }[],
  write: () => Promise<T>,
): Promise<T> {
  await Promise.all(objects.map(({ cle, u }) => ports.files.put(cle, u.bytes, u.mime)));
  try {
    return await write();
  } catch (e) {
    await Promise.all(objects.map(({ cle }) => ports.files.delete(cle).catch(() => {})));
    throw e;
  }
}

/** A new Fichier row for an upload (POST /Fichier, signed documents). */
export async function storeFichier(
  ports: Ports,
  u: CheckedUpload,
  nom?: string,
  owner: FichierOwner = {},
) {
  const cle = newKey("fichiers", u.ext);
  // Signed-document uploads carry no nom: the file's own name, without its extension, stands in.
  const baseName = nom || u.name.replace(/\.[a-z0-9]{1,8}$/i, "") || "document";
  const [row] = await storeThenWrite(ports, [{ cle, u }], () =>
    ports.db
      .insert(Fichier)
      .values({
        nom: baseName,
        extention: u.ext,
        url: keyToUrl(cle),
        cle,
        mime: u.mime,
        taille: u.bytes.length,
        ...owner,
      })
      .returning(),
  );
  return toApi("Fichier", row!);
}

/** Replaces a Fichier's content: the new object is stored, the row moves to it, the old object goes after the commit. */
export async function replaceFichier(
  ports: Ports,
  id: number,
  u: CheckedUpload,
  nom: string | undefined,
) {
  const cle = newKey("fichiers", u.ext);
  return storeThenWrite(ports, [{ cle, u }], () =>
    inTransaction(ports, async (tx) => {
      const old = await getOr404(tx, Fichier, id);
      const [row] = await tx.db
        .update(Fichier)
        .set({
          nom: nom || old.nom,
          extention: u.ext,
          url: keyToUrl(cle),
          cle,
          mime: u.mime,
          taille: u.bytes.length,
          updatedAt: tx.clock.now().toISOString(),
        })
        .where(eq(Fichier.id, id))
        .returning();
      await deleteStored(tx, old.cle);
      return toApi("Fichier", row!);
    }),
  );
}

/** New Image rows for a batch of checked images (POST /Image), all or none. */
export async function storeImages(
  ports: Ports,
  uploads: CheckedUpload[],
  appartementId: number | null,
) {
  const objects = uploads.map((u) => ({ cle: newKey("images", u.ext), u }));
  return storeThenWrite(ports, objects, () =>
    inTransaction(ports, async (tx) => {
      if (
        appartementId &&
        !(
          await tx.db
            .select({ id: Appartement.id })
            .from(Appartement)
            .where(eq(Appartement.id, appartementId))
        )[0]
      )
        throw badRequest("Certains champs sont invalides.", {
          AppartementId: introuvable("Appartement"),
        });
      const rows = [];
      for (const { cle, u } of objects) {
        const [row] = await tx.db
          .insert(Image)
          .values({
            url: keyToUrl(cle),
            cle,
            nom: u.name,
            mime: u.mime,
            taille: u.bytes.length,
            AppartementId: appartementId,
          })
          .returning();
        rows.push(toApi("Image", row!));
      }
      return rows;
    }),
  );
}

/**
 * The name a stored object is downloaded under: the Fichier's name and extension, a generated document's name, a
 * receipt's AAAA-MM_<locataire>_<adresse>.pdf, an Image's name, else the key's end.
 */
export async function downloadName(ports: Ports, key: string): Promise<string> {
  const [f] = await ports.db
    .select({ nom: Fichier.nom, ext: Fichier.extention })
    .from(Fichier)
    .where(eq(Fichier.cle, key));
  if (f) return `${f.nom}${f.ext ? `.${f.ext}` : ""}`;
  const [doc] = await ports.db
    .select({ nom: DocumentGenere.nom })
    .from(DocumentGenere)
    .where(eq(DocumentGenere.cle, key));
  if (doc) return `${doc.nom}.pdf`;
  const receipt = key.startsWith("files/quitances/") ? await quittanceFileName(ports, key) : null;
  if (receipt) return receipt;
  const [img] = await ports.db.select({ nom: Image.nom }).from(Image).where(eq(Image.cle, key));
  return img?.nom ?? key.split("/").pop()!;
}
