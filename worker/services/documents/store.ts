import { eq } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { DocumentGenere } from "../../db/schema";
import { present } from "../../domain/present";
import type { Ports } from "../../ports";
import { deleteStored, deleteStoredRowsOf } from "../files/cleanup";
import { keyToUrl, newKey } from "../files/keys";
import { storeThenWrite } from "../files/store";
import { inTransaction } from "../transaction";
import { sha256 } from "../../lib/sha256";
import { keepVersion } from "./versions";

/** The records a generated document is about: deleting any of them deletes the document. */
export type DocumentOwners = Partial<
  Record<"DossierId" | "CautionId" | "AppartementId" | "MissionId" | "IntendanceId", number>
>;

export interface GeneratedDocument {
  /** The generation path without "/generate": one current document per subject. */
  sujet: string;
  type: string;
  /** Download name, without ".pdf". */
  nom: string;
  owners: DocumentOwners;
}

/** `files/documents/<digest>.pdf`: one key per subject and content. */
const cleDeContenu = async (sujet: string, hash: string) =>
  `files/documents/${await sha256(new TextEncoder().encode(`${sujet}\n${hash}`))}.pdf`;

/**
 * Stores a generated PDF and answers its link ({ generated }, as spec 7 says). The object is stored first, then the
 * row is upserted by subject in one transaction; the object it replaces is deleted after the commit, and the new
 * one again if the write fails (a subject deleted meanwhile): nothing is left orphaned in the store. A document
 * that can be signed (`versions`) keeps each object as a version instead (versions.ts).
 */
export async function storeGenerated(
  ports: Ports,
  doc: GeneratedDocument,
  bytes: Uint8Array,
  versions?: { signe: boolean },
): Promise<{ generated: string }> {
  // A plain document's key is its subject's and its bytes' digest (issue 75 item 4): asked again while nothing it
  // shows has changed, it is the one already made, under the same link, and the store gains no object.
  const hash = await sha256(bytes);
  const cle = versions ? newKey("documents", "pdf") : await cleDeContenu(doc.sujet, hash);
  const url = keyToUrl(cle);
  return storeThenWrite(ports, [{ cle, u: { bytes, mime: "application/pdf" } }], () =>
    inTransaction(ports, async (tx) => {
      const [old] = await tx.db
        .select({ cle: DocumentGenere.cle })
        .from(DocumentGenere)
        .where(eq(DocumentGenere.sujet, doc.sujet));
      const now = tx.clock.now().toISOString();
      const values = {
        sujet: doc.sujet,
        type: doc.type,
        nom: doc.nom,
        cle,
        url,
        ...doc.owners,
        updatedAt: now,
      };
      const [row] = await tx.db
        .insert(DocumentGenere)
        .values({ ...values, createdAt: now })
        .onConflictDoUpdate({ target: DocumentGenere.sujet, set: values })
        .returning({ id: DocumentGenere.id });
      if (!versions) {
        if (old && old.cle !== cle) await deleteStored(tx, old.cle);
        return { generated: url };
      }
      return keepVersion(tx, present(row, "la ligne du document enregistré").id, old?.cle, {
        cle,
        url,
        hash,
        signe: versions.signe,
        now,
      });
    }),
  );
}

// The owner column of each resource whose records have generated documents.
const OWNER_COLUMNS = {
  Dossier: DocumentGenere.DossierId,
  Caution: DocumentGenere.CautionId,
  Appartement: DocumentGenere.AppartementId,
  Mission: DocumentGenere.MissionId,
  Intendance: DocumentGenere.IntendanceId,
} as const;
const OWNER_COLUMN = new Map<string, SQLiteColumn>(Object.entries(OWNER_COLUMNS));

/**
 * A subject's generated document and all its versions go, their objects after the commit: an inventory replaced is
 * another document, whose signed version must not be the one of the inventory it replaces (issue 39).
 */
export async function deleteGeneratedSubject(ports: Ports, sujet: string) {
  const [doc] = await ports.db
    .select({ id: DocumentGenere.id })
    .from(DocumentGenere)
    .where(eq(DocumentGenere.sujet, sujet));
  if (doc) await deleteStoredRowsOf(ports, DocumentGenere, DocumentGenere.id, doc.id);
}

/** In a record's delete: its generated documents go, their objects after the commit (called by the generic delete). */
export async function deleteGeneratedOf(ports: Ports, resource: string, id: number) {
  const column = OWNER_COLUMN.get(resource);
  if (column) await deleteStoredRowsOf(ports, DocumentGenere, column, id);
}
