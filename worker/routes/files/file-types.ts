// What uploads may contain, checked from the bytes themselves, not from the browser's claim.

export { FICHIER_MAX_BYTES, IMAGE_MAX_BYTES } from "../../domain/upload-limits";

const startsWith = (b: Uint8Array, sig: number[], offset = 0) =>
  sig.every((v, i) => b[offset + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, to));

/** Returns the image MIME type the bytes really are, or null (SVG is refused: it can carry scripts). */
export function sniffImage(b: Uint8Array): string | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(b, 0, 4) === "GIF8") return "image/gif";
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "image/webp";
  if (ascii(b, 0, 2) === "BM") return "image/bmp";
  if (ascii(b, 4, 8) === "ftyp") {
    const brand = ascii(b, 8, 12);
    if (brand.startsWith("avi")) return "image/avif";
    if (["heic", "heix", "mif1", "msf1"].includes(brand)) return "image/heic";
  }
  return null;
}

const DOCUMENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  heic: "image/heic",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  txt: "text/plain",
  csv: "text/csv",
  rtf: "application/rtf",
  zip: "application/zip",
  eml: "message/rfc822",
  msg: "application/vnd.ms-outlook",
};

export const extensionOf = (name: string) =>
  (/\.([a-z0-9]{1,8})$/i.exec(name)?.[1] ?? "").toLowerCase();

/** The MIME type a document's name says, or null when its extension is not accepted (known before its bytes). */
export const documentTypeByName = (filename: string): string | null =>
  DOCUMENT_TYPES[extensionOf(filename)] ?? null;

/** The MIME type for an accepted document extension, or null when the type is not accepted. */
export function documentType(filename: string, bytes: Uint8Array): string | null {
  const ext = extensionOf(filename);
  const mime = documentTypeByName(filename);
  if (!mime) return null;
  if (ext === "pdf" && ascii(bytes, 0, 5) !== "%PDF-") return null;
  if (mime.startsWith("image/") && !sniffImage(bytes)) return null;
  return mime;
}

export const ACCEPTED_DOCUMENTS = Object.keys(DOCUMENT_TYPES).join(", ");
