import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { operation } from "../operation";
import { aFaire } from "./stub";

/** The agency's calendar (issue 63, item 6). */
export function calendrierRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /echeances", aFaire);
  operation(app, "GET /echeances/export", aFaire);
}
