import { z } from "zod";
import { ID, type Operation } from "./operation";
import { RECORDS, dataOf } from "./shapes";

// Uploads (multipart/form-data, streamed and counted) and the downloads under /files (spec 7).

const tag = "Fichiers";
const fichierForm = z.object({
  file: z.string().meta({ format: "binary", description: "Le fichier (50 Mo au plus)" }),
  nom: z.string().meta({ description: "Le nom affiché" }),
});

export const FILE_OPERATIONS = {
  "POST /Fichier": {
    tag,
    summary: "Déposer un fichier (PDF, image, bureautique ; 50 Mo au plus)",
    access: "staff",
    body: { multipart: fichierForm },
    ok: { 201: { description: "Le fichier enregistré", json: RECORDS.Fichier } },
    errors: [400, 401, 413, 415, 507],
  },
  "PUT /Fichier/:id": {
    tag,
    summary: "Remplacer le contenu d'un fichier (multipart) ou le renommer (JSON { nom })",
    access: "resource",
    params: { id: ID },
    body: {
      multipart: fichierForm.partial({ nom: true }),
      json: z.object({ nom: z.string() }),
    },
    ok: { 200: { description: "Le fichier", json: RECORDS.Fichier } },
    errors: [400, 401, 403, 404, 413, 415],
  },
  "POST /Image": {
    tag,
    summary:
      "Déposer des images (jusqu'à 100 Mo au total), liées à un appartement si AppartementId",
    access: "staff",
    body: {
      multipart: z.object({
        url: z.array(z.string().meta({ format: "binary" })),
        AppartementId: z.string().optional(),
      }),
    },
    ok: {
      201: {
        description: "L'image, ou { data } pour plusieurs",
        json: z.union([RECORDS.Image, dataOf(RECORDS.Image)]),
      },
    },
    errors: [400, 401, 413, 415, 507],
  },
} as const satisfies Record<string, Operation>;

/** Outside /api: the stored files and generated documents, for logged-in users. */
export const DOWNLOAD_OPERATION: Operation = {
  tag,
  summary: "Télécharger un fichier ou un document généré (le lien /files/... des réponses)",
  access: "staff",
  params: { key: { schema: z.string(), description: "Le chemin sous /files" } },
  ok: { 200: { description: "Le fichier", file: "application/octet-stream" } },
  errors: [401, 404],
};
