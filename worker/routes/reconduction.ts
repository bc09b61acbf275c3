import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { donnerConge } from "../services/reconduction/conge";
import { rouvrir } from "../services/reconduction/rouvrir";
import { operation } from "./operation";
import { parseId } from "./params";

/** Issue 73: the landlord's notice, and the reopening of a lease closed at its end with no notice. */
export function reconductionRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /Dossier/:id/conge", async (c) =>
    c.json(
      await donnerConge(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
      201,
    ),
  );
  operation(app, "POST /Dossier/:id/reconduction", async (c) =>
    c.json(await rouvrir(c.var.ports, parseId(c.req.param("id")), c.var.user.email)),
  );
}
