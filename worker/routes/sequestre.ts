import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { genererSequestre } from "../services/sequestre/generer";
import { lireSequestre } from "../services/sequestre/representation";
import { operation } from "./operation";

/** The trust-account check (ADR 034): admins, who read the dashboard and answer to the financial guarantor. */
export function sequestreRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /sequestre", async (c) =>
    c.json(await lireSequestre(c.var.ports, c.req.query())),
  );
  operation(app, "GET /sequestre/generate", async (c) =>
    c.json(await genererSequestre(c.var.ports, c.req.query())),
  );
}
