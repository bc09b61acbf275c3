import {
  ACCEPTED_DOCUMENTS,
  FICHIER_MAX_BYTES,
  IMAGE_MAX_BYTES,
  documentType,
  documentTypeByName,
  extensionOf,
  sniffImage,
} from "./file-types";
import type { FileRule } from "./receive";

// How each kind of upload is checked (receive.ts): from its part's headers before its body, then from its bytes.

/** A document (Fichier, a signed copy): an accepted extension whose bytes agree, 50 MB at most. */
export const documentRule = (folder: string): FileRule => ({
  folder,
  maxBytes: FICHIER_MAX_BYTES,
  tooBig: () => "Le fichier dépasse la taille maximale de 50 Mo.",
  refused: () => `Type de fichier non accepté. Types acceptés : ${ACCEPTED_DOCUMENTS}.`,
  declared: (part) => documentTypeByName(part.filename) !== null,
  typeOf: documentType,
  extension: (name) => extensionOf(name),
});

// A browser declares an image as image/…, or as application/octet-stream when it cannot tell (HEIC on some systems).
const MAYBE_IMAGE = /^(image\/|application\/octet-stream)/i;

/** An image: declared as one, and one by its bytes (SVG refused), 100 MB at most. */
export const IMAGE_RULE: FileRule = {
  folder: "images",
  maxBytes: IMAGE_MAX_BYTES,
  tooBig: (name) => `L'image « ${name} » dépasse 100 Mo.`,
  refused: (name) => `« ${name} » n'est pas une image (JPEG, PNG, GIF, WebP, BMP, AVIF ou HEIC).`,
  declared: (part) => part.type === null || MAYBE_IMAGE.test(part.type),
  typeOf: (_name, head) => sniffImage(head),
  extension: (_name, mime) => mime.split("/")[1] ?? "",
};
