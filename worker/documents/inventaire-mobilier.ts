// The furniture and equipment inventory of an apartment: each piece of equipment on a row, with room for its
// state at entry and at exit, filled in by hand when the inventories are drawn up.
import type { AppartementBundle } from "./data";
import { createDocument, join, nombre, text, type DocumentContext } from "./layout";
import { adresseClient, adresseLogement } from "./parties";

export async function inventaireMobilierPdf(
  b: AppartementBundle,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const a = b.appartement;
  const doc = await createDocument({
    ...ctx,
    titre: "Inventaire du mobilier et des équipements",
    sousTitre: adresseLogement(a),
  });

  doc.heading("Le logement");
  doc.fields([
    ["Adresse", adresseLogement(a)],
    ["Situation", join([a.situation, text(a.etage) && `étage ${text(a.etage)}`], ", ")],
    ["Surface", text(a.surface) && `${nombre(a.surface)} m²`],
    ["Nombre de pièces", a.nbPiece],
    [
      "Propriétaire",
      join(
        b.proprietaires.map((p) => join([p.titre, p.prenom, p.nom])),
        ", ",
      ),
    ],
    ["Adresse du propriétaire", b.proprietaires[0] ? adresseClient(b.proprietaires[0]) : ""],
  ]);

  doc.heading("Équipements");
  const rows = [
    ...b.equipements.map((e) => [e.nom, e.collectif ? "Commun" : "Privatif", "", ""]),
    ...(a.cave ? [[join(["Cave", a.caveNum ? `n° ${a.caveNum}` : ""]), "Privatif", "", ""]] : []),
  ];
  if (rows.length)
    doc.table(
      [
        { titre: "Élément", largeur: 2.4 },
        { titre: "Usage", largeur: 0.9 },
        { titre: "État à l'entrée", largeur: 1.6 },
        { titre: "État à la sortie", largeur: 1.6 },
      ],
      rows,
    );
  else
    doc.paragraph("Aucun équipement enregistré pour ce logement.", { italic: true, muted: true });
  doc.fields([
    ["Éléments d'équipement", a.elementEquipement],
    ["Équipements importants", a.elementEquipementImportant],
    ["Autres informations", a.autresInfo],
  ]);

  doc.heading("Mobilier");
  doc.table(
    [
      { titre: "Pièce", largeur: 1.2 },
      { titre: "Meuble ou objet", largeur: 2.2 },
      { titre: "Quantité", largeur: 0.7 },
      { titre: "État à l'entrée", largeur: 1.4 },
      { titre: "État à la sortie", largeur: 1.4 },
    ],
    Array.from({ length: 8 }, () => ["", "", "", "", ""]),
  );

  doc.signatures(
    [
      { role: "Le bailleur ou son mandataire", nom: ctx.agence.nom },
      { role: "Le locataire", mention: "« Certifié exact »" },
    ],
    { date: "" },
  );
  return doc.finish();
}
