import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { badRequest } from "../../lib/errors";
import {
  FICHIER_REQUEST_MAX_BYTES,
  IMAGE_MAX_COUNT,
  IMAGE_REQUEST_MAX_BYTES,
} from "../../domain/upload-limits";
import { MSG } from "../../domain/schemas/fields";
import { removeObjects, storeFichier, storeImages } from "../../services/files/store";
import { operation } from "../operation";
import { receiveUpload } from "./receive";
import { IMAGE_RULE, documentRule } from "./rules";

// Uploads are streamed into the store part by part (receive.ts): past a limit 413, a refused type 415, both before
// anything is stored, and the rows written only once every part is in.

/** The request limit of a document upload (POST /Fichier, PUT /Fichier/{id}, signed copies). */
export const DOCUMENT_REQUEST = {
  maxBytes: FICHIER_REQUEST_MAX_BYTES,
  tooBig: "Le fichier dépasse la taille maximale de 50 Mo.",
};

/** Fields a document may come in (the web sends `file`; older clients `url` or `fichier`). */
const DOCUMENT_FIELDS = ["file", "url", "fichier"];

export function uploadRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /Fichier", async (c) => {
    const ports = c.var.ports;
    // The first file of the form is the document; others are skipped unread.
    const form = await receiveUpload(ports, c.req.raw, DOCUMENT_REQUEST, (part, kept) =>
      kept === 0 && DOCUMENT_FIELDS.includes(part.name) ? documentRule("fichiers") : null,
    );
    const [file] = form.files;
    const nom = form.fields.nom ?? "";
    if (!file || !nom) {
      if (file) await removeObjects(ports, [file.cle]);
      throw badRequest("Certains champs sont invalides.", {
        ...(file ? {} : { url: MSG.requis }),
        ...(nom ? {} : { nom: MSG.requis }),
      });
    }
    return c.json(await storeFichier(ports, file, nom), 201);
  });
  operation(app, "POST /Image", async (c) => {
    const ports = c.var.ports;
    const form = await receiveUpload(
      ports,
      c.req.raw,
      {
        maxBytes: IMAGE_REQUEST_MAX_BYTES,
        tooBig: "Les images dépassent 100 Mo au total : envoyez-les en plusieurs fois.",
      },
      (part, kept) => {
        if (part.name !== "url" && part.name !== "file") return null;
        if (kept >= IMAGE_MAX_COUNT)
          throw badRequest(`Vous pouvez envoyer au plus ${IMAGE_MAX_COUNT} images à la fois.`, {
            url: `Au plus ${IMAGE_MAX_COUNT} images.`,
          });
        return IMAGE_RULE;
      },
    );
    if (!form.files.length)
      throw badRequest("Certains champs sont invalides.", { url: "Ce champ est obligatoire." });
    const appartementId = Number(form.fields.AppartementId) || null;
    const rows = await storeImages(ports, form.files, appartementId);
    return c.json(rows.length === 1 ? rows[0] : { data: rows }, 201);
  });
}
