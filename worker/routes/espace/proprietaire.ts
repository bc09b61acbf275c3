import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { operation } from "../operation";
import { aFaire } from "./a-faire";

// Issue 62. The owner's space: the account, the lots, payouts, compte-rendus, 2044, documents, messages.
export function espaceProprietaireRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /espace/proprietaire", aFaire);
  operation(app, "GET /espace/proprietaire/compteRendu", aFaire);
  operation(app, "GET /espace/proprietaire/revenusFonciers/:annee", aFaire);
}
