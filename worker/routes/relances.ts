import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { ecrireConfigRelances, lireConfigRelances } from "../services/compte/relances";
import { operation } from "./operation";

/** Paramètres > Relances (issue 20): the reminder stages' days, admin only. */
export function relancesRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /relances/config", async (c) =>
    c.json(await lireConfigRelances(c.var.ports)),
  );
  operation(app, "PUT /relances/config", async (c) =>
    c.json(await ecrireConfigRelances(c.var.ports, await readJson(c.req))),
  );
}
