import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { operation } from "../operation";
import { aFaire } from "./stub";

/** A lot's diagnostics (issue 63, item 1). */
export function diagnosticsRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Appartement/:id/diagnostics", aFaire);
  operation(app, "PUT /Appartement/:id/diagnostics", aFaire);
}
