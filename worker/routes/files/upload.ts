import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { badRequest, tooLarge, unsupported } from "../../lib/errors";
import { readMultipart, type Form } from "../../lib/read-body";
import { FICHIER_REQUEST_MAX_BYTES, IMAGE_REQUEST_MAX_BYTES } from "../../domain/upload-limits";
import { storeFichier, storeImages, type CheckedUpload } from "../../services/files/store";
import { operation } from "../operation";
import {
  ACCEPTED_DOCUMENTS,
  FICHIER_MAX_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_COUNT,
  documentType,
  extensionOf,
  sniffImage,
} from "./file-types";

// The body is streamed and counted (lib/read-body.ts): past the limit the upload stops with 413, unbuffered.
async function readForm(
  req: { raw: Request },
  maxBytes: number,
  tooBigMessage: string,
): Promise<Form> {
  return readMultipart(req.raw, maxBytes, () => tooLarge(tooBigMessage));
}
const filesOf = (v: Form[string] | undefined): File[] =>
  (Array.isArray(v) ? v : v ? [v] : []).filter((x): x is File => typeof x !== "string");
const textOf = (v: Form[string] | undefined) => (typeof v === "string" ? v.trim() : "");

/** A document upload checked on its bytes: an accepted type, at most 50 MB. */
export async function checkedDocument(file: File): Promise<CheckedUpload> {
  if (file.size > FICHIER_MAX_BYTES)
    throw tooLarge("Le fichier dépasse la taille maximale de 50 Mo.");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = documentType(file.name, bytes);
  if (!mime)
    throw unsupported(`Type de fichier non accepté. Types acceptés : ${ACCEPTED_DOCUMENTS}.`);
  return { name: file.name, bytes, mime, ext: extensionOf(file.name) };
}

export function uploadRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /Fichier", async (c) => {
    const form = await readForm(
      c.req,
      FICHIER_REQUEST_MAX_BYTES,
      "Le fichier dépasse la taille maximale de 50 Mo.",
    );
    const [file] = filesOf(form.file ?? form.url ?? form.fichier);
    const nom = textOf(form.nom);
    const fields: Record<string, string> = {};
    if (!file) fields.url = "Ce champ est obligatoire.";
    if (!nom) fields.nom = "Ce champ est obligatoire.";
    if (Object.keys(fields).length) throw badRequest("Certains champs sont invalides.", fields);
    return c.json(await storeFichier(c.var.ports, await checkedDocument(file!), nom), 201);
  });
  operation(app, "POST /Image", async (c) => {
    const form = await readForm(
      c.req,
      IMAGE_REQUEST_MAX_BYTES,
      "Les images dépassent 100 Mo au total : envoyez-les en plusieurs fois.",
    );
    const files = filesOf(form.url ?? form.file);
    if (!files.length)
      throw badRequest("Certains champs sont invalides.", { url: "Ce champ est obligatoire." });
    if (files.length > IMAGE_MAX_COUNT)
      throw badRequest(`Vous pouvez envoyer au plus ${IMAGE_MAX_COUNT} images à la fois.`, {
        url: `Au plus ${IMAGE_MAX_COUNT} images.`,
      });
    const appartementId = Number(textOf(form.AppartementId)) || null;
    // Check every file before storing any: a bad one in the batch leaves nothing half-written.
    const checked: CheckedUpload[] = [];
    for (const file of files) {
      if (file.size > IMAGE_MAX_BYTES) throw tooLarge(`L'image « ${file.name} » dépasse 100 Mo.`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const mime = sniffImage(bytes);
      if (!mime)
        throw unsupported(
          `« ${file.name} » n'est pas une image (JPEG, PNG, GIF, WebP, BMP, AVIF ou HEIC).`,
        );
      checked.push({ name: file.name, bytes, mime, ext: mime.split("/")[1]! });
    }
    const rows = await storeImages(c.var.ports, checked, appartementId);
    return c.json(rows.length === 1 ? rows[0] : { data: rows }, 201);
  });
}
