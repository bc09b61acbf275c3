import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { parseWith, readJson } from "../lib/validate";
import { restitutionDepotSchema } from "../domain/schemas/depot";
import { restitutionDuDossier } from "../services/depot/lire";
import { enregistrerRestitution } from "../services/depot/enregistrer";
import { genererLettreRestitution } from "../services/depot/lettre";
import { operation } from "./operation";
import { parseId } from "./params";

/**
 * The deposit's return (loi n° 89-462 art. 22): GET its state, PUT its settlement whole, GET its letter. Every staff
 * role, like the inventories and the account.
 */
export function depotRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Dossier/:id/restitutionDepot", async (c) =>
    c.json(await restitutionDuDossier(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "PUT /Dossier/:id/restitutionDepot", async (c) => {
    const body = parseWith(restitutionDepotSchema, await readJson(c.req));
    return c.json(await enregistrerRestitution(c.var.ports, parseId(c.req.param("id")), body));
  });
  operation(app, "GET /Dossier/:id/restitutionDepot/generate", async (c) =>
    c.json(await genererLettreRestitution(c.var.ports, parseId(c.req.param("id")))),
  );
}
