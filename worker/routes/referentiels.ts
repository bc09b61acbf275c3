import type { Hono } from "hono";
import { FICHIER_REQUEST_MAX_BYTES } from "../domain/upload-limits";
import { listeDateSchema } from "../domain/schemas/referentiels";
import type { AppEnv } from "../lib/env";
import { badRequest, MSG_INVALID, tooLarge } from "../lib/errors";
import { readMultipart } from "../lib/read-body";
import { parseWith, readJson } from "../lib/validate";
import { importerCommunes, resumeCommunes } from "../services/referentiels/communes";
import { ecrirePlafonds, listePlafonds } from "../services/referentiels/honoraires";
import { operation } from "./operation";
import { segment } from "./params";

/** Paramètres > Référentiels (issue 23): read by every signed-in user, written by admins. */
export function referentielRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /referentiels/communes", async (c) =>
    c.json(await resumeCommunes(c.var.ports)),
  );
  operation(app, "POST /referentiels/communes", async (c) => {
    // Streamed and counted like the other uploads: past the limit the upload stops with 413.
    const form = await readMultipart(c.req.raw, FICHIER_REQUEST_MAX_BYTES, () =>
      tooLarge("Le fichier dépasse la taille maximale de 50 Mo."),
    );
    const file = [form.file]
      .flat()
      .find((v): v is File => v !== undefined && typeof v !== "string");
    if (!file) throw badRequest(MSG_INVALID, { file: "Choisissez le fichier CSV de la liste." });
    const { date } = parseWith(listeDateSchema, { date: [form.date].flat()[0] });
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await importerCommunes(c.var.ports, { nom: file.name, bytes }, date));
  });
  operation(app, "GET /referentiels/honoraires", async (c) =>
    c.json(await listePlafonds(c.var.ports)),
  );
  operation(app, "PUT /referentiels/honoraires/:depuis", async (c) =>
    c.json(await ecrirePlafonds(c.var.ports, segment(c, "depuis"), await readJson(c.req))),
  );
}
