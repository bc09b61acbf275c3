import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { renouvelerIntendance } from "../services/intendance";
import { operation } from "./operation";
import { parseId } from "./params";

/**
 * POST /Intendance/{id}/renouveler (not in spec 7, which does not show how the renewal of spec 4 is sent): creates
 * the same caretaking mission one year later and marks this one renewed. 201 `{ intendance, precedente }`; 409
 * once renewed (or for an expense), 404 for an unknown id. Open to every role, like any creation.
 */
export function intendanceRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /Intendance/:id/renouveler", async (c) =>
    c.json(await renouvelerIntendance(c.var.ports, parseId(c.req.param("id"))), 201),
  );
}
