import { eq } from "drizzle-orm";
import { present } from "../../domain/present";
import {
  Appartement,
  AttestationAssurance,
  DemandePhoto,
  DocumentGenere,
  DocumentVersion,
  Fichier,
  Image,
} from "../../db/schema";
import type { Ports } from "../../ports";
import { badRequest } from "../../lib/errors";
import { introuvable } from "../../domain/labels";
import { toApi } from "../serialize";
import { getOr404 } from "../rows";
import { inTransaction } from "../transaction";
import { deleteStored } from "./cleanup";
import { keyToUrl } from "./keys";
import { sansInvisibles } from "../../domain/archives/nom-archive";
import { quittanceFileName } from "../quitance/data";

/** An upload already stored by the route (routes/files/receive.ts): its type told from its bytes, its size counted. */
export interface StoredUpload {
  name: string;
  mime: string;
  ext: string;
  cle: string;
  size: number;
}

type FichierOwner = Partial<
  Record<"ClientId" | "LocataireId" | "AppartementId" | "DossierId" | "MissionId", number>
>;

/** Objects already stored go again if their rows cannot be written (nothing left for the orphan sweep). */
export async function writeOrRemove<T>(
  ports: Ports,
  keys: string[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (e) {
    await removeObjects(ports, keys);
    throw e;
  }
}

/** Deletes objects a failed request stored; a failing delete is left to the orphan sweep. */
export const removeObjects = (ports: Ports, keys: string[]) =>
  Promise.all(keys.map((key) => ports.files.delete(key).catch(() => {})));

/**
 * Stores objects first, then writes the rows in one transaction; if the rows fail, the objects go again.
 * The store is not transactional: this order never leaves a row pointing at a missing object.
 */
export async function storeThenWrite<T>(
  ports: Ports,
  objects: { cle: string; u: { bytes: Uint8Array; mime: string } }[],
  write: () => Promise<T>,
): Promise<T> {
  await Promise.all(objects.map(({ cle, u }) => ports.files.put(cle, u.bytes, u.mime)));
  return writeOrRemove(
    ports,
    objects.map((o) => o.cle),
    write,
  );
}

/** A new Fichier row for a stored upload (POST /Fichier). */
export async function storeFichier(
  ports: Ports,
  u: StoredUpload,
  nom?: string,
  owner: FichierOwner = {},
) {
  // Signed-document uploads carry no nom: the file's own name, without its extension, stands in.
  // What no one sees is taken out of the name (issue 75: « photo », U+202E, « gnp.exe » showed « photoexe.png »).
  const baseName =
    sansInvisibles(nom || u.name.replace(/\.[a-z0-9]{1,8}$/i, "")).trim() || "document";
  const [row] = await writeOrRemove(ports, [u.cle], () =>
    ports.db
      .insert(Fichier)
      .values({
        nom: baseName,
        extention: u.ext,
        url: keyToUrl(u.cle),
        cle: u.cle,
        mime: u.mime,
        taille: u.size,
        ...owner,
      })
      .returning(),
  );
  return toApi("Fichier", present(row, "fichier enregistré"));
}

/** Replaces a Fichier's content: the row moves to the stored upload, the old object goes after the commit. */
export async function replaceFichier(
  ports: Ports,
  id: number,
  u: StoredUpload,
  nom: string | undefined,
) {
  return writeOrRemove(ports, [u.cle], () =>
    inTransaction(ports, async (tx) => {
      const old = await getOr404(tx, Fichier, id);
      const [row] = await tx.db
        .update(Fichier)
        .set({
          nom: (nom && sansInvisibles(nom).trim()) || old.nom,
          extention: u.ext,
          url: keyToUrl(u.cle),
          cle: u.cle,
          mime: u.mime,
          taille: u.size,
          updatedAt: tx.clock.now().toISOString(),
        })
        .where(eq(Fichier.id, id))
        .returning();
      await deleteStored(tx, old.cle);
      return toApi("Fichier", present(row, `fichier ${id}`));
    }),
  );
}

/** New Image rows for a batch of stored images (POST /Image), all or none. */
export async function storeImages(
  ports: Ports,
  uploads: StoredUpload[],
  appartementId: number | null,
) {
  return writeOrRemove(
    ports,
    uploads.map((u) => u.cle),
    () =>
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
        for (const u of uploads) {
          const [row] = await tx.db
            .insert(Image)
            .values({
              url: keyToUrl(u.cle),
              cle: u.cle,
              nom: u.name,
              mime: u.mime,
              taille: u.size,
              AppartementId: appartementId,
            })
            .returning();
          rows.push(toApi("Image", present(row, "image enregistrée")));
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
  // An earlier version of a signable document (issue 39) keeps its document's name.
  const [version] = key.startsWith("files/documents/")
    ? await ports.db
        .select({ nom: DocumentGenere.nom })
        .from(DocumentVersion)
        .innerJoin(DocumentGenere, eq(DocumentGenere.id, DocumentVersion.DocumentGenereId))
        .where(eq(DocumentVersion.cle, key))
    : [];
  if (version) return `${version.nom}.pdf`;
  const receipt = key.startsWith("files/quitances/") ? await quittanceFileName(ports, key) : null;
  if (receipt) return receipt;
  // What the spaces send (issue 62): a request's photo, an insurance certificate, under the name it was sent with.
  const envoi = key.startsWith("files/demandes/")
    ? DemandePhoto
    : key.startsWith("files/assurances/")
      ? AttestationAssurance
      : null;
  const [sent] = envoi
    ? await ports.db.select({ nom: envoi.nom }).from(envoi).where(eq(envoi.cle, key))
    : [];
  if (sent) return sent.nom;
  const [img] = await ports.db.select({ nom: Image.nom }).from(Image).where(eq(Image.cle, key));
  return img?.nom ?? key.slice(key.lastIndexOf("/") + 1);
}
