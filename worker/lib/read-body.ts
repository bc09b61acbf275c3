import { DISCARD_MAX_BYTES, discardBody } from "./discard-body";

// Request bodies are read as streams and counted as they arrive: past the limit the rest is dropped as it comes
// (lib/discard-body.ts: never held, and the connection stays usable) and the caller's error thrown, so memory never
// holds more than the limit (a chunked body has no Content-Length, and a declared one is only believed when it
// already says too much).

/** The whole body, or `tooBig()` thrown once more than `max` bytes arrive. A missing body reads as empty. */
export async function readLimited(
  req: Request,
  max: number,
  tooBig: () => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!req.body) return new Uint8Array(0);
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > max) {
    await discardBody(req.body, { declared });
    throw tooBig();
  }
  const reader = req.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await discardBody(reader, { read: size });
      throw tooBig();
    }
    chunks.push(value);
  }
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  return joined(chunks, size);
}

/** The chunks, `size` bytes in all, as one array. */
function joined(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) bytes.set(c, (at += c.byteLength) - c.byteLength);
  return bytes;
}

/**
 * The same from the host's own chunks (Ports.requestChunks): past `max` the rest is read and dropped as it comes,
 * as discardBody does, up to DISCARD_MAX_BYTES in all (at once when `declared`, the Content-Length, says more);
 * then the iteration stops, which ends the host's stream and its connection. Then `tooBig()` is thrown.
 */
export async function readChunksLimited(
  chunks: AsyncIterable<Uint8Array>,
  max: number,
  tooBig: () => Error,
  declared = 0,
): Promise<Uint8Array<ArrayBuffer>> {
  const kept: Uint8Array[] = [];
  let size = 0;
  const iterator = chunks[Symbol.asyncIterator]();
  if (declared > DISCARD_MAX_BYTES) {
    await iterator.return?.();
    throw tooBig();
  }
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    size += next.value.byteLength;
    if (size <= max && declared <= max) kept.push(next.value);
    else if (size > DISCARD_MAX_BYTES) {
      await iterator.return?.();
      break;
    }
  }
  if (declared > max || size > max) throw tooBig();
  return joined(kept, size);
}
