import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { cheminSur } from "../../domain/archives/nom-archive";

// A zip built as the client reads it: one entry per pull, each copied chunk by chunk from its source, so no more
// than one entry's chunks are held at a time (the month's receipts, a tenant's data export).

/** One entry: bytes or a stored object's stream; `deflate` for text (JSON), stored as is otherwise (PDF, images). */
export interface ZipItem {
  name: string;
  body: ReadableStream<Uint8Array> | Uint8Array;
  deflate?: boolean;
}

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

/** The zip of the entries `next` gives, one per pull, until it answers null. */
export function zipStream(next: () => Promise<ZipItem | null>): ReadableStream<Uint8Array> {
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
      async pull() {
        const item = await next();
        if (!item) return zip.end();
        // The writers name entries with nom-archive; a name that escaped it is a bug, not an entry.
        if (!cheminSur(item.name)) throw new Error(`nom d'entrée de zip non sûr : ${item.name}`);
        const entry = item.deflate
          ? new ZipDeflate(item.name, { level: 6 })
          : new ZipPassThrough(item.name);
        zip.add(entry);
        for await (const chunk of chunksOf(item.body)) entry.push(chunk);
        entry.push(new Uint8Array(0), true);
      },
    },
    { highWaterMark: 1 },
  );
}
