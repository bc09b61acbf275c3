import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { operation } from "../operation";
import { aFaire } from "./a-faire";

// Issue 62. What the spaces send: the tenant's insurance certificate and requests with photos, the owner's messages.
export function envoisLocataireRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /espace/locataire/assurance", aFaire);
  operation(app, "GET /espace/proprietaire/demandes", aFaire);
  operation(app, "POST /espace/proprietaire/demandes", aFaire);
  operation(app, "GET /espace/locataire/demandes", aFaire);
  operation(app, "POST /espace/locataire/demandes", aFaire);
}
