import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { operation } from "../operation";
import { aFaire } from "./stub";

/** A lease's express renewal (issue 63, item 2). */
export function renouvellementRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /Dossier/:id/renouvellement", aFaire);
}
