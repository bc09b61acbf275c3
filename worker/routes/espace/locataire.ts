import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { operation } from "../operation";
import { aFaire } from "./a-faire";

// Issue 62. The tenant's space: the account, quittances, attestation de loyer, documents, declarations.
export function espaceLocataireRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /espace/locataire", aFaire);
  operation(app, "GET /espace/locataire/quittances/:id", aFaire);
  operation(app, "POST /espace/locataire/quittances/:id/declaration", aFaire);
  operation(app, "GET /espace/locataire/quittanceAnnuelle/:annee", aFaire);
  operation(app, "GET /espace/locataire/attestation", aFaire);
}
