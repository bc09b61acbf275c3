import { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { requireRole } from "../auth/middleware";
import { ADMIN_ROLES } from "../domain/roles";
import { tableauDeBord } from "../services/dashboard";

/** GET /api/dashboard: the dashboard's counts and tables, computed by the server (admin only, spec 6). */
export const dashboardRoutes = new Hono<AppEnv>().get("/", requireRole(...ADMIN_ROLES), async (c) =>
  c.json(await tableauDeBord(c.var.ports)),
);
