import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { parseWith, readJson } from "../lib/validate";
import { mobilierSchema } from "../domain/schemas/mobilier";
import { listeMobilier } from "../services/mobilier/liste";
import { remplacerMobilier } from "../services/mobilier/remplacer";
import { operation } from "./operation";
import { parseId } from "./params";

/**
 * GET /Appartement/{id}/mobilier: the furniture list (the décret 2015-981 minimum proposed when none is saved);
 * PUT replaces it whole with `{ lignes: [...] }`. Every staff role, like the inventories.
 */
export function mobilierRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Appartement/:id/mobilier", async (c) =>
    c.json(await listeMobilier(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "PUT /Appartement/:id/mobilier", async (c) => {
    const { lignes } = parseWith(mobilierSchema, await readJson(c.req));
    return c.json(await remplacerMobilier(c.var.ports, parseId(c.req.param("id")), lignes));
  });
}
