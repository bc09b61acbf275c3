import { eq } from "drizzle-orm";
import { Zip, ZipPassThrough } from "fflate";
import { Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { nomsUniques } from "../../domain/quitance";
import { notFound } from "../../lib/errors";
import { nomFichier, quitanceDocs } from "./data";
import { ensureDocument } from "./document";

export const MSG_MOIS_VIDE = "Aucune quittance pour ce mois.";

/** Each chunk of a stored object, whether the store hands a stream (R2, disk) or bytes (memory). */
async function* chunksOf(
  body: ReadableStream<Uint8Array> | Uint8Array,
): AsyncGenerator<Uint8Array> {
  if (body instanceof Uint8Array) {
    yield body;
    return;
  }
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * The month's documents as one zip, streamed: every document is first brought up to date, then each is read from
 * the store chunk by chunk into the zip (stored, not deflated: a PDF is already compressed) as the client reads,
 * so no more than one document's chunks are held at a time. Names: AAAA-MM_<locataire>_<adresse>.pdf, unique.
 */
export async function monthZip(ports: Ports, mois: string): Promise<ReadableStream<Uint8Array>> {
  const docs = await quitanceDocs(ports, eq(Quitance.mois, mois));
  if (!docs.length) throw notFound(MSG_MOIS_VIDE);
  const keys: string[] = [];
  for (const doc of docs) keys.push(await ensureDocument(ports, doc));
  const names = nomsUniques(docs.map(nomFichier));

  let next = 0;
  let out!: ReadableStreamDefaultController<Uint8Array>;
  const zip = new Zip((err, chunk, final) => {
    if (err) return out.error(err);
    out.enqueue(chunk);
    if (final) out.close();
  });
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        out = controller;
      },
      // One document per pull: the stream asks for more only as the client reads.
      async pull() {
        if (next >= keys.length) return zip.end();
        const i = next++;
        const stored = await ports.files.get(keys[i]!);
        if (!stored) throw new Error(`document absent du stockage : ${keys[i]}`);
        const entry = new ZipPassThrough(names[i]!);
        zip.add(entry);
        for await (const chunk of chunksOf(stored.body)) entry.push(chunk);
        entry.push(new Uint8Array(0), true);
      },
    },
    { highWaterMark: 1 },
  );
}
