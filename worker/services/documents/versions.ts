import { and, desc, eq } from "drizzle-orm";
import { DocumentGenere, DocumentVersion } from "../../db/schema";
import type { Ports } from "../../ports";
import { deleteStored } from "../files/cleanup";
import type { TxPorts } from "../transaction";

// The versions of a document that can be signed (issue 39, ADR 039): every PDF generated for its subject is kept
// with its SHA-256; the one generated first once the document is signed is its signed version, and every later
// generation answers it, whatever changed since. At most one signed version per document (a partial unique index).

interface NewVersion {
  cle: string;
  url: string;
  hash: string;
  signe: boolean;
  now: string;
}

/**
 * In the generation's transaction, after the document's row moved to the new object: records it as a version. An
 * object stored before versions existed is deleted as before. When a parallel generation froze the document first,
 * its version stands: the row goes back to it and the new object is deleted after the commit.
 */
export async function keepVersion(
  tx: TxPorts,
  documentId: number,
  oldCle: string | undefined,
  v: NewVersion,
): Promise<{ generated: string }> {
  if (oldCle) {
    const [kept] = await tx.db
      .select({ id: DocumentVersion.id })
      .from(DocumentVersion)
      .where(
        and(eq(DocumentVersion.DocumentGenereId, documentId), eq(DocumentVersion.cle, oldCle)),
      );
    if (!kept) await deleteStored(tx, oldCle);
  }
  const [added] = await tx.db
    .insert(DocumentVersion)
    .values({
      DocumentGenereId: documentId,
      cle: v.cle,
      url: v.url,
      hash: v.hash,
      signe: v.signe,
      createdAt: v.now,
      updatedAt: v.now,
    })
    .onConflictDoNothing()
    .returning({ id: DocumentVersion.id });
  if (added) return { generated: v.url };
  const [signed] = await tx.db
    .select({ cle: DocumentVersion.cle, url: DocumentVersion.url })
    .from(DocumentVersion)
    .where(and(eq(DocumentVersion.DocumentGenereId, documentId), eq(DocumentVersion.signe, true)));
  if (!signed) throw new Error("version signée introuvable");
  await tx.db
    .update(DocumentGenere)
    .set({ cle: signed.cle, url: signed.url })
    .where(eq(DocumentGenere.id, documentId));
  await deleteStored(tx, v.cle);
  return { generated: signed.url };
}

/** The link of the subject's signed version, or null. */
export async function signedVersion(ports: Ports, sujet: string): Promise<string | null> {
  const [v] = await ports.db
    .select({ url: DocumentVersion.url })
    .from(DocumentVersion)
    .innerJoin(DocumentGenere, eq(DocumentGenere.id, DocumentVersion.DocumentGenereId))
    .where(and(eq(DocumentGenere.sujet, sujet), eq(DocumentVersion.signe, true)));
  return v?.url ?? null;
}

/**
 * A signable document: its signed version when it is signed and has one (nothing is made again), else made now and
 * stored by `store` as a new version, the signed one when `signe`.
 */
export async function generateVersioned(
  ports: Ports,
  sujet: string,
  signe: boolean,
  store: () => Promise<{ generated: string }>,
): Promise<{ generated: string }> {
  const kept = signe ? await signedVersion(ports, sujet) : null;
  return kept ? { generated: kept } : store();
}

/** GET /api/documents/versions?sujet=: the subject's versions, newest first. */
export async function listVersions(ports: Ports, sujet: string) {
  const rows = await ports.db
    .select({
      date: DocumentVersion.createdAt,
      hash: DocumentVersion.hash,
      generated: DocumentVersion.url,
      signe: DocumentVersion.signe,
    })
    .from(DocumentVersion)
    .innerJoin(DocumentGenere, eq(DocumentGenere.id, DocumentVersion.DocumentGenereId))
    .where(eq(DocumentGenere.sujet, sujet))
    .orderBy(desc(DocumentVersion.id));
  return { data: rows };
}
