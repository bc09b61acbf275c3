import { http } from "./client";
import type { ApiRecord } from "./types";

/** POST /Fichier (multipart: file, nom) -> { id, nom, extention, url }. */
export function uploadFichier(file: File, nom: string) {
  const form = new FormData();
  form.append("file", file);
  form.append("nom", nom);
  return http.post<ApiRecord>("/Fichier", form);
}

/** PUT /Fichier/{id} in multipart: new content (the server deletes the old one). */
export function replaceFichier(id: number, file: File, nom?: string) {
  const form = new FormData();
  form.append("file", file);
  if (nom) form.append("nom", nom);
  return http.put<ApiRecord>(`/Fichier/${id}`, form);
}

/** POST /Image: the files in `url`, attached to the apartment by AppartementId. One image or { data }. */
export async function uploadImages(files: File[], appartementId: number) {
  const form = new FormData();
  for (const f of files) form.append("url", f);
  form.append("AppartementId", String(appartementId));
  const body = await http.post<ApiRecord | { data: ApiRecord[] }>("/Image", form);
  return "data" in body && Array.isArray(body.data) ? body.data : [body as ApiRecord];
}
