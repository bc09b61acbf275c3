import { Unzip, UnzipInflate } from "fflate";

// Reads a zip as it arrives (fflate's streaming Unzip): each entry is yielded whole, once complete, in archive
// order; memory holds one entry at a time, never the archive. Sizes are counted while reading.

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** Why reading stopped: an archive that is not a readable zip, or over a limit. */
export class ZipReadError extends Error {
  constructor(readonly reason: "damaged" | "tooLarge") {
    super(reason);
  }
}

interface Pending {
  name: string;
  chunks: Uint8Array[];
  size: number;
  done: boolean;
  failed: boolean;
}

const join = (chunks: Uint8Array[], size: number) => {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) out.set(c, at), (at += c.length);
  return out;
};

export async function* readZip(
  body: ReadableStream<Uint8Array>,
  limits: { total: number; entry: number },
): AsyncGenerator<ZipEntry> {
  const pending: Pending[] = [];
  let tooLarge = false;
  const unzip = new Unzip((file) => {
    const entry: Pending = { name: file.name, chunks: [], size: 0, done: false, failed: false };
    pending.push(entry);
    file.ondata = (err, data, final) => {
      if (err) entry.failed = true;
      else if ((entry.size += data.length) > limits.entry) tooLarge = true;
      else entry.chunks.push(data);
      if (final) entry.done = true;
    };
    try {
      file.start();
    } catch {
      entry.failed = true; // a compression method the reader does not know: not one of our archives
    }
  });
  unzip.register(UnzipInflate);
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (!done) total += value.length;
      if (total > limits.total) tooLarge = true;
      try {
        unzip.push(done ? new Uint8Array(0) : value, done);
      } catch {
        throw new ZipReadError("damaged");
      }
      if (tooLarge) throw new ZipReadError("tooLarge");
      while (pending[0]?.done || pending[0]?.failed) {
        const e = pending.shift()!;
        if (e.failed) throw new ZipReadError("damaged");
        yield { name: e.name, bytes: join(e.chunks, e.size) };
      }
      if (done) break;
    }
    // The stream ended inside an entry: a cut archive.
    if (pending.length) throw new ZipReadError("damaged");
  } finally {
    await reader.cancel().catch(() => {});
  }
}
