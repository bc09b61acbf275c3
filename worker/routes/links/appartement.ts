import { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { DELETE_ROLES } from "../../domain/roles";
import { requireRole } from "../../auth/middleware";
import { readJson } from "../../lib/validate";
import { equipementRelation, imageRelation, ownerRelation } from "../../services/links";
import { addTenant, appartementsOfClient, historyOf, removeTenant } from "../../services/tenancy";
import { getOr404 } from "../../services/rows";
import { appartementResource } from "../../services/resources/appartement";
import { relationRoutes } from "./relation";
import { parseId } from "../params";

export const appartementLinks = new Hono<AppEnv>()
  .get("/client/:clientId{[0-9]+}", async (c) =>
    c.json({ data: await appartementsOfClient(c.var.ports, parseId(c.req.param("clientId"))) }),
  )
  .get("/:id{[0-9]+}/history", async (c) => {
    const a = await getOr404(c.var.ports, appartementResource.table, parseId(c.req.param("id")));
    return c.json({ data: await historyOf(c.var.ports, a.id as number) });
  })
  .route("/", relationRoutes("owner", ownerRelation))
  .route("/", relationRoutes("equipement", equipementRelation))
  .route("/", relationRoutes("image", imageRelation))
  // Assigning a tenant creates the dossier (the lease) and carries its rent onto the apartment.
  .put("/:id{[0-9]+}/tenant/add/:tenantId{[0-9]+}", async (c) => {
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
  })
  // Removing a tenant closes the open dossier today; the dossier stays in the history.
  .delete("/:id{[0-9]+}/tenant/remove/:tenantId{[0-9]+}", requireRole(...DELETE_ROLES), async (c) =>
    c.json(
      await removeTenant(
        c.var.ports,
        parseId(c.req.param("id")),
        parseId(c.req.param("tenantId")),
        c.var.user.email,
      ),
    ),
  );
