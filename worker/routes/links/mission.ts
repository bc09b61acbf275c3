import { Hono } from "hono";
import { Accompte, Appartement, Caution, Client, Dossier, Mission, MissionAppartement, MissionClient } from "../../db/schema";
import type { AppEnv } from "../../lib/env";
import { relationRoutes } from "./relation";

const mission = { name: "Mission", table: Mission };

/** Mission links of spec 7: commanditaires (clients), instalments, apartments. */
export const missionLinks = new Hono<AppEnv>()
  .route("/", relationRoutes("client", {
    parent: mission, child: { name: "Client", table: Client }, keys: { parent: "mission", child: "client" },
    join: { table: MissionClient, parentCol: MissionClient.MissionId, childCol: MissionClient.ClientId },
  }))
  .route("/", relationRoutes("accompte", {
    parent: mission, child: { name: "Accompte", table: Accompte }, keys: { parent: "mission", child: "accompte" }, fk: Accompte.MissionId,
  }))
  .route("/", relationRoutes("appartement", {
    parent: mission, child: { name: "Appartement", table: Appartement }, keys: { parent: "mission", child: "appartement" },
    join: { table: MissionAppartement, parentCol: MissionAppartement.MissionId, childCol: MissionAppartement.AppartementId },
  }));

/** PUT /Dossier/{id}/caution/add/{cautionId}: a guarantor joins the dossier. */
export const dossierLinks = new Hono<AppEnv>().route("/", relationRoutes("caution", {
  parent: { name: "Dossier", table: Dossier }, child: { name: "Caution", table: Caution }, keys: { parent: "dossier", child: "caution" }, fk: Caution.DossierId,
}));
