import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { renouveler } from "../../services/renouvellement/renouveler";
import { operation } from "../operation";
import { parseId } from "../params";
import { corpsOuVide } from "./corps";

/** A lease's express renewal (issue 63, item 2). */
export function renouvellementRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /Dossier/:id/renouvellement", async (c) =>
    c.json(
      await renouveler(
        c.var.ports,
        parseId(c.req.param("id")),
        await corpsOuVide(c.req),
        c.var.user.email,
      ),
    ),
  );
}
