import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import {
  dossierCautionRelation,
  missionAccompteRelation,
  missionAppartementRelation,
  missionClientRelation,
} from "../../services/links";
import { relationRoutes } from "./relation";

/** Mission links of spec 7: commanditaires (clients), instalments, apartments. */
export function missionLinks(app: Hono<AppEnv>) {
  relationRoutes(app, "client", missionClientRelation);
  relationRoutes(app, "accompte", missionAccompteRelation);
  relationRoutes(app, "appartement", missionAppartementRelation);
}

/** PUT /Dossier/{id}/caution/add/{cautionId}: a guarantor joins the dossier. */
export function dossierLinks(app: Hono<AppEnv>) {
  relationRoutes(app, "caution", dossierCautionRelation);
}
