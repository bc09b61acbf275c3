import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { appartementLinks } from "./links/appartement";
import { fichierOwnerLinks, fichierReplace } from "./links/fichier";
import { dossierLinks, missionLinks } from "./links/mission";
import { documentRoutes } from "./documents";
import { attestationRoutes } from "./attestations";
import { etatLieuxSetRoutes } from "./links/etat-lieux";
import { intendanceRoutes } from "./intendance";
import { mobilierRoutes } from "./mobilier";
import { depotRoutes } from "./depot";
import { quitanceRoutes } from "./quitance";
import { outboxRoutes } from "./outbox";
import { compteRoutes, paiementRoutes } from "./compte";

/**
 * Resource-specific calls beside the generic CRUD (spec 7): owners, tenants, equipment, images, files, missions,
 * inventories, documents, receipts; the renewal of a caretaking mission; the e-mail outbox. Registered before the
 * CRUD: a multipart PUT /Fichier/{id} is handled here, a JSON one goes on to the generic PUT.
 */
export function extraRoutes(app: Hono<AppEnv>) {
  appartementLinks(app);
  missionLinks(app);
  dossierLinks(app);
  etatLieuxSetRoutes(app);
  compteRoutes(app);
  paiementRoutes(app);
  fichierReplace(app);
  intendanceRoutes(app);
  mobilierRoutes(app);
  depotRoutes(app);
  documentRoutes(app);
  attestationRoutes(app);
  quitanceRoutes(app);
  outboxRoutes(app);
  fichierOwnerLinks(app);
}
