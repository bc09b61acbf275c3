import { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import {
  dossierCautionRelation,
  missionAccompteRelation,
  missionAppartementRelation,
  missionClientRelation,
} from "../../services/links";
import { relationRoutes } from "./relation";

/** Mission links of spec 7: commanditaires (clients), instalments, apartments. */
export const missionLinks = new Hono<AppEnv>()
  .route("/", relationRoutes("client", missionClientRelation))
  .route("/", relationRoutes("accompte", missionAccompteRelation))
  .route("/", relationRoutes("appartement", missionAppartementRelation));

/** PUT /Dossier/{id}/caution/add/{cautionId}: a guarantor joins the dossier. */
export const dossierLinks = new Hono<AppEnv>().route(
  "/",
  relationRoutes("caution", dossierCautionRelation),
);
