import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { operation } from "../operation";
import { aFaire } from "./a-faire";

// Issue 62. The spaces' sign-in (public): the invitation's page and button, password, e-mailed code.
export function connexionRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /espace/invitation/:jeton", aFaire);
  operation(app, "POST /espace/invitation/:jeton", aFaire);
  operation(app, "POST /espace/login", aFaire);
  operation(app, "POST /espace/code", aFaire);
  operation(app, "POST /espace/login/code", aFaire);
}
