import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { ajouterLigne, tableDuChemin } from "../services/reglementation/ajout";
import { tableReglementation, tablesReglementation } from "../services/reglementation/tables";
import { operation } from "./operation";
import { segment } from "./params";

/** Paramètres > Réglementation (issue 73): read by every signed-in user, a row added by admins. */
export function reglementationRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /reglementation", async (c) =>
    c.json(await tablesReglementation(c.var.ports)),
  );
  operation(app, "GET /reglementation/:table", async (c) =>
    c.json(await tableReglementation(c.var.ports, tableDuChemin(segment(c, "table")))),
  );
  operation(app, "POST /reglementation/:table", async (c) =>
    c.json(await ajouterLigne(c.var.ports, segment(c, "table"), await readJson(c.req)), 201),
  );
}
