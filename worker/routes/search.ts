import { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { requireRole } from "../auth/middleware";
import { ALL_ROLES } from "../domain/roles";
import { globalSearch } from "../services/search";

/** GET /api/search?q=: the web's global search (Ctrl+K), for every logged-in role. */
export const searchRoutes = new Hono<AppEnv>().get("/", requireRole(...ALL_ROLES), async (c) =>
  c.json({ data: await globalSearch(c.var.ports, c.req.query("q") ?? "", c.var.user) }),
);
