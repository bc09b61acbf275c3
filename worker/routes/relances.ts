import { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { requireRole } from "../auth/middleware";
import { ADMIN_ROLES } from "../domain/roles";
import { readJson } from "../lib/validate";
import { ecrireConfigRelances, lireConfigRelances } from "../services/compte/relances";

/** Paramètres > Relances (issue 20): the reminder stages' days, admin only. */
export const relancesRoutes = new Hono<AppEnv>()
  .use("*", requireRole(...ADMIN_ROLES))
  .get("/config", async (c) => c.json(await lireConfigRelances(c.var.ports)))
  .put("/config", async (c) =>
    c.json(await ecrireConfigRelances(c.var.ports, await readJson(c.req))),
  );
