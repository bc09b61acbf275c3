import { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { appartementLinks } from "./links/appartement";
import { fichierOwnerLinks, fichierReplace } from "./links/fichier";
import { dossierLinks, missionLinks } from "./links/mission";
import { documentRoutes } from "./documents";
import { etatLieuxSetRoutes } from "./links/etat-lieux";
import { intendanceRoutes } from "./intendance";
import { quitanceRoutes } from "./quitance";
import { outboxRoutes } from "./outbox";
import { compteRoutes, paiementRoutes } from "./compte";

/** Resource-specific calls beside the generic CRUD (spec 7): owners, tenants, equipment, images, files, missions, inventories, documents, receipts; the renewal of a caretaking mission; the e-mail outbox. */
export const extraRoutes = new Hono<AppEnv>()
  .route("/Appartement", appartementLinks)
  .route("/Mission", missionLinks)
  .route("/Dossier", dossierLinks)
  .route("/Dossier", etatLieuxSetRoutes)
  .route("/Dossier", compteRoutes)
  .route("/Paiement", paiementRoutes)
  .route("/Fichier", fichierReplace)
  .route("/Intendance", intendanceRoutes)
  .route("/", documentRoutes)
  .route("/Quitance", quitanceRoutes)
  .route("/Outbox", outboxRoutes);
for (const o of fichierOwnerLinks) extraRoutes.route(`/${o.name}`, o.routes);
