import { ATTESTATION_MAX_BYTES, PHOTO_MAX_BYTES } from "../../domain/upload-limits";
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

/** A photo of a tenant's request (issue 62): an image by its bytes, whatever its name says, 10 MB at most. */
export const PHOTO_RULE: FileRule = {
  ...IMAGE_RULE,
  folder: "demandes",
  maxBytes: PHOTO_MAX_BYTES,
  tooBig: (name) => `La photo « ${name} » dépasse 10 Mo.`,
  refused: (name) => `« ${name} » n'est pas une photo (JPEG, PNG, GIF, WebP, BMP, AVIF ou HEIC).`,
  // A phone may send a photo under any declared type: its bytes decide.
  declared: () => true,
};

/** A supplier's photo before or after the work (issue 76 item 6, ADR 127): a request's photo's rule, its own folder. */
export const PHOTO_INTERVENTION_RULE: FileRule = { ...PHOTO_RULE, folder: "interventions" };

/** What an insurance certificate may be (a PDF, or a photo or scan of it), told by its bytes alone. */
const ATTESTATION_IMAGES = new Set(["image/jpeg", "image/png", "image/webp", "image/heic"]);
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** A home insurance certificate (issue 62): a PDF or a JPEG, PNG, WebP or HEIC image by its bytes, 10 MB at most. */
export const ATTESTATION_RULE: FileRule = {
  folder: "assurances",
  maxBytes: ATTESTATION_MAX_BYTES,
  tooBig: () => "L'attestation dépasse la taille maximale de 10 Mo.",
  refused: (name) =>
    `« ${name} » n'est ni un PDF ni une image (JPEG, PNG, WebP ou HEIC) : envoyez l'attestation dans l'un de ces formats.`,
  declared: () => true,
  typeOf: (_name, head) => {
    if (PDF_MAGIC.every((b, i) => head[i] === b)) return "application/pdf";
    const image = sniffImage(head);
    return image && ATTESTATION_IMAGES.has(image) ? image : null;
  },
  extension: (_name, mime) => (mime === "application/pdf" ? "pdf" : (mime.split("/")[1] ?? "")),
};

/** A supplier's quote (issue 76, item 3): a PDF by its bytes, 10 MB at most. */
export const DEVIS_RULE: FileRule = {
  folder: "devis",
  maxBytes: ATTESTATION_MAX_BYTES,
  tooBig: () => "Le devis dépasse la taille maximale de 10 Mo.",
  refused: (name) => `« ${name} » n'est pas un PDF : envoyez le devis en PDF.`,
  declared: () => true,
  typeOf: (_name, head) => (PDF_MAGIC.every((b, i) => head[i] === b) ? "application/pdf" : null),
  extension: () => "pdf",
};
