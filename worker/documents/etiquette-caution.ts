// The guarantor's labels: the postal label for the guarantor's mail, and the name for a file or a mailbox.
import { createDocument, join, type DocumentContext } from "./layout";
import type { CautionRow } from "./data";
import { adresseCaution, nomCaution } from "./parties";

export interface EtiquetteCautionData {
  caution: CautionRow;
  /** The tenant and the premises the guarantee is for, when the guarantor belongs to a dossier. */
  locataire?: string;
  logement?: string;
}

export async function etiquetteCautionPdf(
  d: EtiquetteCautionData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const c = d.caution;
  const doc = await createDocument({
    ...ctx,
    titre: "Étiquette caution",
    sousTitre: nomCaution(c),
  });
  const postale = [nomCaution(c), c.adresse, join([c.cp, c.ville])];
  doc.labels(
    [
      { legende: "Adresse postale", lignes: postale },
      { legende: "Dossier", lignes: [nomCaution(c), d.locataire && `Caution de ${d.locataire}`] },
    ],
    { columns: 2, height: 120 },
  );
  doc.fields([
    ["Caution", nomCaution(c)],
    ["Adresse", adresseCaution(c)],
    ["Téléphone", c.mobile],
    ["E-mail", c.mail],
    ["Caution de", d.locataire],
    ["Logement", d.logement],
  ]);
  return doc.finish();
}
