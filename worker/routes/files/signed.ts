import { badRequest } from "../../lib/errors";
import { MSG } from "../../domain/schemas/fields";
import type { Ports } from "../../ports";
import type { StoredUpload } from "../../services/files/store";
import { receiveUpload } from "./receive";
import { documentRule } from "./rules";
import { DOCUMENT_REQUEST } from "./upload";

/**
 * The signed copies of a multipart `PUT /{Resource}/{id}`: a file in any of `fields` (the resource's signedFiles),
 * each checked like every document (type from its name then its bytes: 415; 50 MB: 413) and stored as it arrives
 * (the whole request holds 50 MB plus its envelope, counted). Other fields of the form, text or file, are ignored:
 * this call only sets copies. A refused request leaves the store as it was.
 */
export async function readSignedFiles(
  ports: Ports,
  req: Request,
  fields: readonly string[],
): Promise<Record<string, StoredUpload>> {
  const seen = new Set<string>();
  const form = await receiveUpload(ports, req, DOCUMENT_REQUEST, (part) => {
    if (!fields.includes(part.name)) return null;
    if (seen.has(part.name))
      throw badRequest("Un seul fichier par champ.", { [part.name]: "Un seul fichier par champ." });
    seen.add(part.name);
    return documentRule("signes");
  });
  if (!form.files.length) {
    throw badRequest(
      `Aucun document signé reçu : envoyez le fichier dans le champ ${fields.join(", ou ")}.`,
      Object.fromEntries(fields.map((f) => [f, MSG.requis])),
    );
  }
  return Object.fromEntries(form.files.map((f) => [f.field, f]));
}
