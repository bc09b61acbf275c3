import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { operation } from "../operation";
import { aFaire } from "./a-faire";

// Issue 62. Staff's list « Demandes », a request's state and replies, and a lease's insurance certificates.
export function demandesStaffRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /demandes", aFaire);
  operation(app, "GET /Demande/:id", aFaire);
  operation(app, "PUT /Demande/:id", aFaire);
  operation(app, "POST /Demande/:id/reponses", aFaire);
  operation(app, "GET /Dossier/:id/assurances", aFaire);
}
