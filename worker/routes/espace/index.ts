import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { notFound } from "../../lib/errors";
import { connexionRoutes } from "./connexion";
import { sessionEspaceRoutes } from "./session";
import { espaceProprietaireRoutes } from "./proprietaire";
import { espaceLocataireRoutes } from "./locataire";
import { envoisLocataireRoutes } from "./envois";
import { accesStaffRoutes } from "./acces-staff";
import { demandesStaffRoutes } from "./demandes-staff";
import { devisEspaceRoutes } from "../devis";
import { espaceFournisseurRoutes } from "./fournisseur";

// The owners' and tenants' spaces (issue 62). Their routes sit before staff's login (app.ts): the public sign-in,
// and the spaces' own, each behind its space's guard (routes/operation.ts, auth/espace/middleware.ts).
export function espaceRoutes(api: Hono<AppEnv>) {
  connexionRoutes(api);
  sessionEspaceRoutes(api);
  espaceProprietaireRoutes(api);
  espaceLocataireRoutes(api);
  envoisLocataireRoutes(api);
  devisEspaceRoutes(api);
  espaceFournisseurRoutes(api);
  // No route of the spaces matched (an id that is not decimal digits, issue 75 item 5; a path that is none): 404,
  // not staff's login answering a space's session with 403.
  api.all("/espace/*", () => {
    throw notFound();
  });
}

/** Staff's side: the invitations and access of the Client, Locataire and Fournisseur screens, the requests. */
export function espaceStaffRoutes(secured: Hono<AppEnv>) {
  accesStaffRoutes(secured);
  demandesStaffRoutes(secured);
}
