import { Hono, type Context } from "hono";
import type { AppEnv } from "../../lib/env";
import { ALL_ROLES, DELETE_ROLES } from "../../domain/roles";
import { requireRole } from "../../auth/middleware";
import { setLink, type Relation } from "../../services/relations";
import { parseId } from "../params";

/** PUT {base}/:id/{segment}/add/:childId, PUT and DELETE {base}/:id/{segment}/remove/:childId. */
export function relationRoutes(segment: string, r: Relation) {
  const app = new Hono<AppEnv>();
  const handle = (add: boolean) => async (c: Context<AppEnv>) =>
    c.json(
      await setLink(
        c.var.ports,
        r,
        parseId(c.req.param("id")),
        parseId(c.req.param("childId")),
        add,
        c.var.user.email,
      ),
    );
  app.put(`/:id{[0-9]+}/${segment}/add/:childId`, handle(true));
  app.put(
    `/:id{[0-9]+}/${segment}/remove/:childId`,
    requireRole(...(r.removeDeletes ? DELETE_ROLES : ALL_ROLES)),
    handle(false),
  );
  app.delete(
    `/:id{[0-9]+}/${segment}/remove/:childId`,
    requireRole(...DELETE_ROLES),
    handle(false),
  );
  return app;
}
