import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { operation } from "../operation";
import { aFaire } from "./a-faire";

// Issue 62. Staff's side of the spaces' access: invite, read the state, revoke (Client and Locataire screens).
export function accesStaffRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Client/:id/acces", aFaire);
  operation(app, "POST /Client/:id/acces", aFaire);
  operation(app, "DELETE /Client/:id/acces", aFaire);
  operation(app, "GET /Locataire/:id/acces", aFaire);
  operation(app, "POST /Locataire/:id/acces", aFaire);
  operation(app, "DELETE /Locataire/:id/acces", aFaire);
  operation(app, "GET /Client/:id/acces", aFaire);
  operation(app, "POST /Client/:id/acces", aFaire);
  operation(app, "DELETE /Client/:id/acces", aFaire);
  operation(app, "GET /Locataire/:id/acces", aFaire);
  operation(app, "POST /Locataire/:id/acces", aFaire);
  operation(app, "DELETE /Locataire/:id/acces", aFaire);
}
