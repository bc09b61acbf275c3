import type { Hono } from "hono";
import { listeDateSchema } from "../domain/schemas/referentiels";
import type { AppEnv } from "../lib/env";
import { badRequest, MSG_INVALID } from "../lib/errors";
import { readSmallForm } from "../lib/small-form";
import { parseWith, readJson } from "../lib/validate";
import { importerCommunes, resumeCommunes } from "../services/referentiels/communes";
import { ecrirePlafonds, listePlafonds } from "../services/referentiels/honoraires";
import { operation } from "./operation";
import { segment } from "./params";

const LISTE_MAX_BYTES = 10 * 1024 * 1024;

/** Paramètres > Référentiels (issue 23): read by every signed-in user, written by admins. */
export function referentielRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /referentiels/communes", async (c) =>
    c.json(await resumeCommunes(c.var.ports)),
  );
  operation(app, "POST /referentiels/communes", async (c) => {
    // Counted as it arrives: past the limit the upload stops with 413. France has ~35,000 communes: about 2 MB.
    const form = await readSmallForm(
      c.req.raw,
      LISTE_MAX_BYTES,
      "Le fichier dépasse la taille maximale de 10 Mo.",
    );
    const file = form.files.file;
    if (!file) throw badRequest(MSG_INVALID, { file: "Choisissez le fichier CSV de la liste." });
    const { date } = parseWith(listeDateSchema, { date: form.fields.date });
    return c.json(
      await importerCommunes(c.var.ports, { nom: file.filename, bytes: file.bytes }, date),
    );
  });
  operation(app, "GET /referentiels/honoraires", async (c) =>
    c.json(await listePlafonds(c.var.ports)),
  );
  operation(app, "PUT /referentiels/honoraires/:depuis", async (c) =>
    c.json(await ecrirePlafonds(c.var.ports, segment(c, "depuis"), await readJson(c.req))),
  );
}
