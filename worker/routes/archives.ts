import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { isArchivable } from "../domain/archives/messages";
import { RESOURCES } from "../services/resources";
import { archiverRecord } from "../services/archives/archiver";
import { operation } from "./operation";
import { parseId } from "./params";

/** Archive and restore (ADR 038), by the roles that may delete (the contract's access). */
export function archiveRoutes(app: Hono<AppEnv>) {
  for (const def of RESOURCES) {
    if (!isArchivable(def.name)) continue;
    for (const action of ["archiver", "restaurer"] as const)
      operation(app, `POST /${def.name}/:id/${action}`, async (c) => {
        const id = parseId(c.req.param("id"));
        return c.json(await archiverRecord(c.get("ports"), def, id, action === "archiver"));
      });
  }
}
