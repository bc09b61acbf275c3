import { ApiError, api } from "./client";
import { countLabel } from "@/lib/format";
import { route } from "./routes";
import { imageBatches } from "./image-batches";
import type { Fichier, Image, SavedRow } from "./types";
import type { SignedField, SignedResource } from "@worker/domain/signed-files";

/** POST /Fichier (multipart: file, nom) -> { id, nom, extention, url }. */
export function uploadFichier(file: File, nom: string) {
  const form = new FormData();
  form.append("file", file);
  form.append("nom", nom);
  return api<Fichier>(route("POST /:resource", { resource: "Fichier" }), { body: form });
}

/** PUT /Fichier/{id} in multipart: new content (the server deletes the old one). */
export function replaceFichier(id: number, file: File, nom?: string) {
  const form = new FormData();
  form.append("file", file);
  if (nom) form.append("nom", nom);
  return api<Fichier>(route("PUT /:resource/:id", { resource: "Fichier", id }), { body: form });
}

/** PUT /{Resource}/{id} in multipart: the signed copy in its field (the server deletes the one it replaces). */
export function uploadSignedCopy<R extends SignedResource>(
  resource: R,
  id: number,
  field: SignedField<R>,
  file: File,
) {
  const form = new FormData();
  form.append(field, file);
  return api<SavedRow<R>>(route("PUT /:resource/:id", { resource, id }), { body: form });
}

/**
 * POST /Image: the files in `url`, attached to the apartment by AppartementId. A selection over what one request
 * may carry (100 MB, 20 images) goes in several requests, one after the other; returns every stored image.
 */
export async function uploadImages(files: File[], appartementId: number) {
  const stored: Image[] = [];
  for (const batch of imageBatches(files)) {
    const form = new FormData();
    for (const f of batch) form.append("url", f);
    form.append("AppartementId", String(appartementId));
    try {
      const body = await api<Image | { data: Image[] }>(
        route("POST /:resource", { resource: "Image" }),
        { body: form },
      );
      stored.push(...("data" in body ? body.data : [body]));
    } catch (err) {
      // Earlier requests are stored already: say so rather than let the whole selection look refused.
      if (stored.length && err instanceof ApiError)
        throw new ApiError(
          err.status,
          err.code,
          `${countLabel(stored.length, "image")} ${stored.length > 1 ? "ajoutées" : "ajoutée"}, les suivantes refusées : ${err.message}`,
          err.fields,
        );
      throw err;
    }
  }
  return stored;
}
