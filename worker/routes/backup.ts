import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { unsupported } from "../lib/errors";
import { parseMediaType } from "../lib/media-type";
import { contentDisposition } from "./files/download";
import { backupArchive, backupFileName } from "../services/backup/export";
import { restoreBackup } from "../services/backup/restore";
import { MSG } from "../services/backup/format";
import { operation } from "./operation";
import { telechargeur } from "./telechargeur";
import { noterTelechargement } from "../services/telechargements/journal";
import { REFERENCE_SAUVEGARDE } from "../domain/telechargements/telechargements";

/** Paramètres > Sauvegarde (admins only): GET the whole instance as a zip, POST one back into an empty instance. */
export function backupRoutes(app: Hono<AppEnv>) {
  // The download is journaled first (issue 59, Telechargement): the archive then holds its own row.
  operation(app, "GET /sauvegarde", async (c) => {
    await noterTelechargement(c.var.ports, "sauvegarde", REFERENCE_SAUVEGARDE, telechargeur(c));
    return c.body(backupArchive(c.var.ports), 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(backupFileName(c.var.ports)),
      "Cache-Control": "no-store",
    });
  });
  // The archive is the body itself (application/zip), streamed: the body guard counts it (app.ts, RAW_BODIES).
  operation(app, "POST /sauvegarde/restaurer", async (c) => {
    const body = c.req.raw.body;
    if (!body || parseMediaType(c.req.header("Content-Type"))?.essence !== "application/zip")
      throw unsupported(MSG.type);
    return c.json(await restoreBackup(c.var.ports, body));
  });
}
