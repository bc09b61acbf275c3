import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { readJson } from "../../lib/validate";
import { equipementRelation, imageRelation, ownerRelation } from "../../services/links";
import { addTenant, appartementsOfClient, historyOf, removeTenant } from "../../services/tenancy";
import { getOr404 } from "../../services/rows";
import { appartementResource } from "../../services/resources/appartement";
import { relationRoutes } from "./relation";
import { operation } from "../operation";
import { parseId } from "../params";

export function appartementLinks(app: Hono<AppEnv>) {
  operation(app, "GET /Appartement/client/:clientId", async (c) =>
    c.json({ data: await appartementsOfClient(c.var.ports, parseId(c.req.param("clientId"))) }),
  );
  operation(app, "GET /Appartement/:id/history", async (c) => {
    const a = await getOr404(c.var.ports, appartementResource.table, parseId(c.req.param("id")));
    return c.json({ data: await historyOf(c.var.ports, a.id) });
  });
  relationRoutes(app, "owner", ownerRelation);
  relationRoutes(app, "equipement", equipementRelation);
  relationRoutes(app, "image", imageRelation);
  // Assigning a tenant creates the dossier (the lease) and carries its rent onto the apartment.
  operation(app, "PUT /Appartement/:id/tenant/add/:tenantId", async (c) => {
    const body = await readJson(c.req);
    return c.json(
      await addTenant(
        c.var.ports,
        parseId(c.req.param("id")),
        parseId(c.req.param("tenantId")),
        body,
        c.var.user.email,
      ),
    );
  });
  // Removing a tenant ends the open dossier on ?date= (today by default); the dossier stays in the history.
  operation(app, "DELETE /Appartement/:id/tenant/remove/:tenantId", async (c) =>
    c.json(
      await removeTenant(
        c.var.ports,
        parseId(c.req.param("id")),
        parseId(c.req.param("tenantId")),
        c.var.user.email,
        c.req.query(),
      ),
    ),
  );
}
