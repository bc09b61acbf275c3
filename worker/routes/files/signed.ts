import { badRequest, tooLarge } from "../../lib/errors";
import { readMultipart } from "../../lib/read-body";
import { FICHIER_REQUEST_MAX_BYTES } from "../../domain/upload-limits";
import { MSG } from "../../domain/schemas/fields";
import type { CheckedUpload } from "../../services/files/store";
import { checkedDocument } from "./upload";

/**
 * The signed copies of a multipart `PUT /{Resource}/{id}`: a file in any of `fields` (the resource's signedFiles),
 * each checked like every document (type from its bytes: 415; 50 MB: 413). The whole request holds 50 MB plus its
 * envelope, streamed and counted. Other fields of the form, text or file, are ignored: this call only sets copies.
 */
export async function readSignedFiles(
  req: Request,
  fields: readonly string[],
): Promise<Record<string, CheckedUpload>> {
  const form = await readMultipart(req, FICHIER_REQUEST_MAX_BYTES, () =>
    tooLarge("Le fichier dépasse la taille maximale de 50 Mo."),
  );
  const found: Record<string, File> = {};
  for (const field of fields) {
    const files = [form[field]]
      .flat()
      .filter((v): v is File => v !== undefined && typeof v !== "string");
    if (files.length > 1)
      throw badRequest("Un seul fichier par champ.", { [field]: "Un seul fichier par champ." });
    if (files[0]) found[field] = files[0];
  }
  if (!Object.keys(found).length) {
    throw badRequest(
      `Aucun document signé reçu : envoyez le fichier dans le champ ${fields.join(", ou ")}.`,
      Object.fromEntries(fields.map((f) => [f, MSG.requis])),
    );
  }
  // Every file is checked before any is stored: a bad one leaves the record and the store untouched.
  const uploads: Record<string, CheckedUpload> = {};
  for (const [field, file] of Object.entries(found)) uploads[field] = await checkedDocument(file);
  return uploads;
}
