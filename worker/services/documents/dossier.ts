import type { Ports } from "../../ports";
import { contratLocationPdf } from "../../documents/contrat-location";
import type { DossierBundle } from "../../documents/data";
import { documentContext } from "./context";
import { dossierBundle } from "./dossier-data";
import { storeGenerated } from "./store";

const holderName = (b: DossierBundle) => `${b.locataire.prenom} ${b.locataire.nom}`;

/** GET Dossier/{id}/contratLocation/generate: the lease. */
export async function genererContratLocation(ports: Ports, id: number) {
  const b = await dossierBundle(ports, id);
  const bytes = await contratLocationPdf(b, documentContext(ports));
  return storeGenerated(ports, { sujet: `Dossier/${id}/contratLocation`, type: "contratLocation", nom: `Contrat de location - ${holderName(b)}`, owners: { DossierId: id } }, bytes);
}
