import { eq, inArray, type SQL } from "drizzle-orm";
import { present } from "../../domain/present";
import { Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { nomsArchive } from "../../domain/archives/nom-archive";
import { notFound } from "../../lib/errors";
import { nomFichier, quitanceDocs } from "./data";
import { ensureDocument } from "./document";
import { zipStream } from "../files/zip-stream";

export const MSG_MOIS_VIDE = "Aucune quittance pour ce mois.";
export const MSG_SELECTION_VIDE = "Aucune des quittances sélectionnées n'existe.";

/**
 * The month's documents as one zip, streamed: every document is first brought up to date, then each is read from
 * the store chunk by chunk into the zip (stored, not deflated: a PDF is already compressed) as the client reads,
 * so no more than one document's chunks are held at a time. Names: AAAA-MM_<locataire>_<adresse>.pdf, safe and unique
 * (nom-archive).
 */
export const monthZip = (ports: Ports, mois: string) =>
  docsZip(ports, eq(Quitance.mois, mois), MSG_MOIS_VIDE);

/** The receipts selected in a list (POST /Quitance/zip, issue 42): the same zip; ids that do not exist are left out. */
export const selectionZip = (ports: Ports, ids: number[]) =>
  docsZip(ports, inArray(Quitance.id, ids), MSG_SELECTION_VIDE);

async function docsZip(
  ports: Ports,
  where: SQL,
  vide: string,
): Promise<ReadableStream<Uint8Array>> {
  const docs = await quitanceDocs(ports, where);
  if (!docs.length) throw notFound(vide);
  const keys: string[] = [];
  for (const doc of docs) keys.push(await ensureDocument(ports, doc));
  const names = nomsArchive(docs.map((d) => ({ nom: nomFichier(d) })));

  let next = 0;
  const read = (i: number) => {
    const key = keys[i];
    if (key === undefined) return undefined;
    const stored = ports.files.get(key);
    // Read ahead: awaited at the next pull, or never if the client goes (then its failure is nobody's).
    stored.catch(() => {});
    return { key, stored };
  };
  // One document per pull: the stream asks for more only as the client reads. The next document is read while this
  // one goes out (ADR 152): the store's reads (two trips to the thread pool on Node) no longer wait for the
  // client's, and no more than two documents are held at a time.
  let ahead = read(0);
  return zipStream(async () => {
    const i = next++;
    const current = ahead;
    if (!current) return null;
    ahead = read(i + 1);
    const name = present(names[i], "nom du document dans l'archive");
    const stored = await current.stored;
    if (!stored) throw new Error(`document absent du stockage : ${current.key}`);
    return { name, body: stored.body };
  });
}
