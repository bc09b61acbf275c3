import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { tableauDeBord } from "../services/dashboard";
import { operation } from "./operation";

/** GET /api/dashboard: the dashboard's counts and tables, computed by the server (admin only, spec 6). */
export function dashboardRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /dashboard", async (c) => c.json(await tableauDeBord(c.var.ports)));
}
