import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { badRequest } from "../../lib/errors";
import { isMultipartForm, parseMediaType } from "../../lib/media-type";
import { fichierRelations } from "../../services/links";
import { replaceFichier } from "../../services/files/store";
import { relationRoutes } from "./relation";
import { receiveUpload } from "../files/receive";
import { documentRule } from "../files/rules";
import { DOCUMENT_REQUEST } from "../files/upload";
import { operation } from "../operation";
import { parseId } from "../params";

/** PUT /{Owner}/{id}/fichier/add/{fileId} (and remove) for every entity that has a Fichiers tab. */
export function fichierOwnerLinks(app: Hono<AppEnv>) {
  for (const r of fichierRelations) relationRoutes(app, "fichier", r);
}

/**
 * PUT /Fichier/{id} with a multipart body replaces the file's content; the old stored object is deleted. A JSON
 * body (a rename) goes on to the generic PUT, registered after this one.
 */
export function fichierReplace(app: Hono<AppEnv>) {
  operation(app, "PUT /Fichier/:id", async (c, next) => {
    if (!isMultipartForm(parseMediaType(c.req.header("content-type")))) return next(); // a JSON rename: generic PUT
    const id = parseId(c.req.param("id"));
    const ports = c.var.ports;
    // Streamed into the store as it arrives (routes/files/receive.ts); the first document of the form is the new content.
    const form = await receiveUpload(ports, c.req.raw, DOCUMENT_REQUEST, (part, kept) =>
      kept === 0 && (part.name === "file" || part.name === "url") ? documentRule("fichiers") : null,
    );
    const [file] = form.files;
    if (!file)
      throw badRequest("Certains champs sont invalides.", { url: "Ce champ est obligatoire." });
    return c.json(await replaceFichier(ports, id, file, form.fields.nom || undefined));
  });
}
