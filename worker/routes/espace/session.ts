import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { operation } from "../operation";
import { aFaire } from "./a-faire";

// Issue 62. A space session's own routes: who is signed in, switching space, signing out.
export function sessionEspaceRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /espace/moi", aFaire);
  operation(app, "POST /espace/choisir", aFaire);
  operation(app, "POST /espace/logout", aFaire);
}
