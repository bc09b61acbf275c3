import { discardBody } from "./discard-body";
import { badRequest, unsupported } from "./errors";
import { isMultipartForm, parseMediaType } from "./media-type";

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
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) bytes.set(c, (at += c.byteLength) - c.byteLength);
  return bytes;
}

export type Form = Record<string, string | File | (string | File)[]>;

/** A multipart/form-data body read within `max` bytes, then parsed; repeated fields become arrays. */
export async function readMultipart(req: Request, max: number, tooBig: () => Error): Promise<Form> {
  const type = req.headers.get("content-type") ?? "";
  if (!isMultipartForm(parseMediaType(type))) {
    await discardBody(req.body);
    throw unsupported("Envoyez le fichier en multipart/form-data.");
  }
  const bytes = await readLimited(req, max, tooBig);
  let data: FormData;
  try {
    // Parsed only once the size is known to be acceptable.
    data = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest("Formulaire d'envoi illisible.");
  }
  const form: Form = {};
  for (const [k, v] of data) {
    const prev = form[k];
    form[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return form;
}
