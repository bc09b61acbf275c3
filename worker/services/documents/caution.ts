import { Appartement, Caution, Dossier, Locataire } from "../../db/schema";
import type { Ports } from "../../ports";
import { pdfs } from "./pdf";
import { adresseLogement, personne } from "../../documents/parties";
import { documentContext } from "./context";
import { rowOr404, rowOrNull } from "./load";
import { storeGenerated } from "./store";

/** GET Dossier/etiquetteCaution/{id}/generate: the guarantor's labels. */
export async function genererEtiquetteCaution(ports: Ports, cautionId: number) {
  const caution = await rowOr404(ports, Caution, cautionId);
  const dossier = await rowOrNull(ports, Dossier, caution.DossierId);
  const [locataire, appartement] = await Promise.all([
    rowOrNull(ports, Locataire, dossier?.LocataireId),
    rowOrNull(ports, Appartement, dossier?.AppartementId),
  ]);
  const bytes = await (await pdfs()).etiquetteCautionPdf(
    {
      caution,
      locataire: locataire ? personne(locataire.titre, locataire.prenom, locataire.nom) : undefined,
      logement: appartement ? adresseLogement(appartement) : undefined,
    },
    await documentContext(ports),
  );
  return storeGenerated(
    ports,
    {
      sujet: `Dossier/etiquetteCaution/${cautionId}`,
      type: "etiquetteCaution",
      nom: `Étiquette caution - ${caution.prenom} ${caution.nom}`,
      owners: { CautionId: cautionId },
    },
    bytes,
  );
}
