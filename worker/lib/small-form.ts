import { badRequest, tooLarge, unsupported } from "./errors";
import { counted } from "./json-body";
import { isMultipartForm, parseMediaType } from "./media-type";
import { MultipartReader } from "./multipart";
import { controleRefuse, texteInterdit } from "./control-chars";

// A small multipart form read into memory: one data file that is parsed whole anyway (a bank statement, a list of
// communes), bounded by `maxBytes` as it arrives (the Content-Length is refused first when it already says too much,
// then the bytes are counted: it may lie). Large files are streamed to the store instead (routes/files/receive.ts).

export interface SmallFile {
  filename: string;
  bytes: Uint8Array;
}

export interface SmallForm {
  /** The first file part of each field: its name and bytes. */
  files: Record<string, SmallFile>;
  /** Every file part of each field, in the order sent (a field repeated for several files: an import's CSVs). */
  allFiles: Record<string, SmallFile[]>;
  /** Text fields, the first of a repeated name. */
  fields: Record<string, string>;
}

export async function readSmallForm(
  req: Request,
  maxBytes: number,
  tooBigMessage: string,
): Promise<SmallForm> {
  const type = parseMediaType(req.headers.get("content-type"));
  if (!isMultipartForm(type)) throw unsupported("Envoyez le fichier en multipart/form-data.");
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge(tooBigMessage);
  if (!req.body) throw badRequest("Formulaire d'envoi illisible.");
  const boundary = type?.params.boundary;
  if (!boundary) throw badRequest("Formulaire d'envoi illisible.");
  const form = new MultipartReader(
    counted(req.body, maxBytes, () => tooLarge(tooBigMessage)).getReader(),
    boundary,
  );
  const files: SmallForm["files"] = {};
  const allFiles: SmallForm["allFiles"] = {};
  const fields: SmallForm["fields"] = {};
  for (let part = await form.next(); part; part = await form.next()) {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let c = await form.read(); c; c = await form.read()) {
      chunks.push(c);
      size += c.byteLength;
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.byteLength;
    }
    if (part.filename === null) {
      const text = new TextDecoder().decode(bytes);
      if (texteInterdit(text)) throw controleRefuse(part.name);
      fields[part.name] ??= text;
    } else {
      const file = { filename: part.filename, bytes };
      files[part.name] ??= file;
      (allFiles[part.name] ??= []).push(file);
    }
  }
  return { files, allFiles, fields };
}
