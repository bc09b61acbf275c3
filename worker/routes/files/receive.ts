import type { Ports } from "../../ports";
import { badRequest, tooLarge, unsupported } from "../../lib/errors";
import { counted } from "../../lib/json-body";
import { controleRefuse, texteInterdit } from "../../lib/control-chars";
import { isMultipartForm, parseMediaType } from "../../lib/media-type";
import { MultipartReader, type PartHead } from "../../lib/multipart";
import { sansInvisibles } from "../../domain/archives/nom-archive";
import { newKey } from "../../services/files/keys";
import { removeObjects, type StoredUpload } from "../../services/files/store";

// An upload streamed from the request into the file store, part after part (ADR 021): each file part is checked on
// its headers (field, name, declared type) before its body is read, on its first bytes (the type it really is)
// before anything is stored, then piped into FileStore.putStream and counted (its own limit and the request's).
// Memory holds a chunk, whatever the file's size. A failure midway removes what the request stored: nothing
// half-written, and no row is written before every part is in.

/** How a file part of a form is checked and where it is stored. */
export interface FileRule {
  /** The folder under files/ (services/files/keys.ts). */
  folder: string;
  maxBytes: number;
  /** The 413 when the file passes maxBytes. */
  tooBig(name: string): string;
  /** The 415 when its type is refused. */
  refused(name: string): string;
  /** Whether the part's headers (file name, declared type) may be an accepted file: checked before its body. */
  declared(part: FilePart): boolean;
  /** The MIME type its first bytes show, or null (refused). */
  typeOf(name: string, head: Uint8Array): string | null;
  extension(name: string, mime: string): string;
}

export type FilePart = PartHead & { filename: string };

/** A file part stored (its field says which form field it came in). */
export type Received = StoredUpload & { field: string };

export interface UploadForm {
  files: Received[];
  /** Text fields, trimmed; the first of a repeated name wins. */
  fields: Record<string, string>;
}

/** Enough of a file's beginning to tell its type (file-types.ts reads at most its first 12 bytes). */
const SNIFF_BYTES = 16;
/** A text field of an upload form is a name or an id: past this it is not read. */
const TEXT_MAX_BYTES = 16 * 1024;

/**
 * Reads a multipart upload as it arrives: `ruleFor` says, from a file part's headers (and how many files were
 * kept before it), how to check and store it, null to skip it, or throws to refuse the request (too many files).
 * The request's Content-Length past `maxBytes` is refused before anything is read, and the bytes are counted as
 * they come (a Content-Length may lie, or be absent). What was stored goes again if the request fails later.
 */
export async function receiveUpload(
  ports: Ports,
  req: Request,
  limit: { maxBytes: number; tooBig: string },
  ruleFor: (part: FilePart, kept: number) => FileRule | null,
): Promise<UploadForm> {
  const type = parseMediaType(req.headers.get("content-type"));
  const boundary = type?.params.boundary;
  if (!isMultipartForm(type) || !boundary)
    throw unsupported("Envoyez le fichier en multipart/form-data.");
  if (Number(req.headers.get("content-length") ?? 0) > limit.maxBytes) throw tooLarge(limit.tooBig);
  if (!req.body) throw badRequest("Formulaire d'envoi illisible.");
  const body = counted(req.body, limit.maxBytes, () => tooLarge(limit.tooBig));
  const form = new MultipartReader(body.getReader(), boundary);
  const files: Received[] = [];
  const fields: Record<string, string> = {};
  try {
    for (let part = await form.next(); part; part = await form.next()) {
      if (part.filename === null) {
        const text = await textOf(form);
        if (texteInterdit(text)) throw controleRefuse(part.name);
        fields[part.name] ??= text;
        continue;
      }
      const file = { ...part, filename: part.filename };
      const rule = ruleFor(file, files.length);
      if (rule) files.push(await storePart(ports, form, file, rule));
    }
  } catch (e) {
    await removeObjects(
      ports,
      files.map((f) => f.cle),
    );
    throw e;
  }
  return { files, fields };
}

/** A text part, bounded. */
async function textOf(form: MultipartReader): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let c = await form.read(); c; c = await form.read()) {
    if ((size += c.byteLength) > TEXT_MAX_BYTES)
      throw badRequest("Un champ du formulaire est trop long.");
    chunks.push(c);
  }
  return new TextDecoder().decode(joined(chunks)).trim();
}

const joined = (chunks: Uint8Array[]) => {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) all.set(c, (at += c.byteLength) - c.byteLength);
  return all;
};

/** One file part: its headers checked, then its first bytes, then the whole of it streamed into the store. */
async function storePart(
  ports: Ports,
  form: MultipartReader,
  part: FilePart,
  rule: FileRule,
): Promise<Received> {
  // What no one sees goes from every uploaded name here, once (issue 75 item 5): a request's photos, an insurance
  // certificate, a quote, not only the files of /Fichier.
  const name = sansInvisibles(part.filename);
  if (!rule.declared(part)) throw unsupported(rule.refused(name));
  const first: Uint8Array[] = [];
  for (let got = 0; got < SNIFF_BYTES; ) {
    const c = await form.read();
    if (!c) break;
    first.push(c);
    got += c.byteLength;
  }
  const mime = rule.typeOf(name, joined(first));
  if (!mime) throw unsupported(rule.refused(name));
  let size = 0;
  // What failed the body (a size limit, the request cut short), thrown as it is whatever the store made of it.
  let failure: unknown;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = first.shift() ?? (await form.read());
          if (!chunk) return controller.close();
          if ((size += chunk.byteLength) > rule.maxBytes) throw tooLarge(rule.tooBig(name));
          controller.enqueue(chunk);
        } catch (e) {
          failure = e;
          controller.error(e);
        }
      },
    },
    // Nothing read ahead of the store: one chunk in memory at a time.
    { highWaterMark: 0 },
  );
  const cle = newKey(rule.folder, rule.extension(name, mime));
  try {
    const stored = await ports.files.putStream(cle, body, mime);
    return { field: part.name, name, mime, ext: rule.extension(name, mime), cle, size: stored };
  } catch (e) {
    throw failure ?? e;
  }
}
