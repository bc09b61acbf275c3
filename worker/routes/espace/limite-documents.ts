import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../lib/env";
import { compterDocumentEspace } from "../../services/espace/limite-documents";

/** Before a space's route that makes a document: the session's hourly bound (issue 75 item 4). */
export const limiteDocumentsEspace = createMiddleware<AppEnv>(async (c, next) => {
  await compterDocumentEspace(c.var.ports, c.var.espace.sid);
  await next();
});
