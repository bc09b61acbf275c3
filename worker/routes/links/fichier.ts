import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { badRequest, tooLarge } from "../../lib/errors";
import { isMultipartForm, parseMediaType } from "../../lib/media-type";
import { readMultipart } from "../../lib/read-body";
import { FICHIER_REQUEST_MAX_BYTES } from "../../domain/upload-limits";
import { fichierRelations } from "../../services/links";
import { replaceFichier } from "../../services/files/store";
import { relationRoutes } from "./relation";
import { checkedDocument } from "../files/upload";
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
    // Streamed and counted: past the limit the upload stops with 413 without being buffered.
    const form = await readMultipart(c.req.raw, FICHIER_REQUEST_MAX_BYTES, () =>
      tooLarge("Le fichier dépasse la taille maximale de 50 Mo."),
    );
    const file = [form.file ?? form.url].flat().find((v): v is File => typeof v !== "string");
    if (!file)
      throw badRequest("Certains champs sont invalides.", { url: "Ce champ est obligatoire." });
    const nom = typeof form.nom === "string" && form.nom.trim() ? form.nom.trim() : undefined;
    return c.json(await replaceFichier(c.var.ports, id, await checkedDocument(file), nom));
  });
}
