import type { ResourceDef } from "../resource-def";
import { clientResource } from "./client";
import { appartementResource } from "./appartement";
import { locataireResource } from "./locataire";
import { dossierResource } from "./dossier";
import { cautionResource } from "./caution";
import { etatLieuxResource } from "./etat-lieux";
import { missionResource } from "./mission";
import { accompteResource } from "./accompte";
import { intendanceResource } from "./intendance";
import { quitanceResource } from "./quitance";
import { fichierResource, imageResource } from "./fichier";
import { equipementResource, variableResource } from "./variable";
import { userResource } from "./user";
import { contratGliResource } from "../garanties/contrat-gli";

/** The plain resources (spec 7's 15, and issue 78's ContratGli) of spec 7, each served by the one crudRoutes factory. */
import { fournisseurResource } from "../travaux/fournisseur";

/** The 15 plain resources of spec 7 and the suppliers (issue 76), each served by the one crudRoutes factory. */
export const RESOURCES: ResourceDef[] = [
  clientResource,
  appartementResource,
  locataireResource,
  missionResource,
  dossierResource,
  variableResource,
  quitanceResource,
  accompteResource,
  intendanceResource,
  equipementResource,
  imageResource,
  cautionResource,
  etatLieuxResource,
  fichierResource,
  userResource,
  contratGliResource,
  fournisseurResource,
];
