import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { connexionRoutes } from "./connexion";
import { sessionEspaceRoutes } from "./session";
import { accesStaffRoutes } from "./acces-staff";
import { demandesStaffRoutes } from "./demandes-staff";

// The owners' and tenants' spaces (issue 62). Their routes sit before staff's login (app.ts): the public sign-in,
// then the spaces' own, each behind its space's guard (routes/operation.ts, auth/espace/middleware.ts), loaded on
// demand (routes/groupes/liste.ts, GROUPES_ESPACES, ADR 149), then espaceFinRoutes (fin.ts).
export function espaceConnexionRoutes(api: Hono<AppEnv>) {
  connexionRoutes(api);
  sessionEspaceRoutes(api);
}

/** Staff's side: the invitations and access of the Client, Locataire and Fournisseur screens, the requests. */
export function espaceStaffRoutes(secured: Hono<AppEnv>) {
  accesStaffRoutes(secured);
  demandesStaffRoutes(secured);
}
