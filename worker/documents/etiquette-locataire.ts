// The tenant's labels: the holders' names for the mailbox, the intercom and the door, cut out along the dashes.
import type { DossierBundle } from "./data";
import { createDocument, dateCourte, join, text, type DocumentContext } from "./layout";
import { adresseLogement } from "./parties";

export async function etiquetteLocatairePdf(
  b: DossierBundle,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const l = b.locataire;
  // Labels show the family name first, in capitals, as mailboxes do: "DURAND Élise".
  const names = [join([text(l.nom).toUpperCase(), l.prenom])];
  if (l.secondTitulaire && text(l.autreNom))
    names.push(join([text(l.autreNom).toUpperCase(), l.autrePrenom]));
  const a = b.appartement;
  const doc = await createDocument({
    ...ctx,
    titre: "Étiquettes locataire",
    sousTitre: adresseLogement(a),
  });
  doc.labels(
    [
      { legende: "Boîte aux lettres", lignes: names },
      { legende: "Interphone", lignes: names },
      { legende: "Porte", lignes: [...names, text(a.etage) && `Étage ${text(a.etage)}`] },
      { legende: "Boîte aux lettres (double)", lignes: names },
    ],
    { columns: 2, height: 95 },
  );
  doc.fields([
    ["Logement", adresseLogement(a)],
    ["Situation", join([a.situation, text(a.etage) && `étage ${text(a.etage)}`], ", ")],
    ["Entrée dans les lieux", dateCourte(b.dossier.dateEntree)],
  ]);
  return doc.finish();
}
