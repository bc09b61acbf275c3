// The furniture inventory of an apartment, annexed to a furnished lease (loi n° 89-462 du 6 juillet 1989, art. 25-5):
// the apartment's furniture list with quantity and condition, the minimum furniture of décret n° 2015-981 art. 2
// marked, then its equipment. A list never saved prints the décret's items with quantity and condition blank, to
// fill in by hand.
import { REFERENCE_DECRET } from "../domain/mobilier/decret-2015-981";
import type { InventaireMobilierData } from "./data";
import { createDocument, dateLongue, join, nombre, text, type DocumentContext } from "./layout";
import { adresseClient, adresseLogement, nomClient } from "./parties";

const MENTION_DECRET =
  "« Oui » dans la colonne Décret : élément du mobilier minimum d'un logement loué meublé, fixé par le " +
  `${REFERENCE_DECRET}, pris pour l'application de l'article 25-4 de la loi n° 89-462 du 6 juillet 1989.`;

export async function inventaireMobilierPdf(
  b: InventaireMobilierData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const a = b.appartement;
  const doc = await createDocument({
    ...ctx,
    titre: "Inventaire et état détaillé du mobilier",
    sousTitre: adresseLogement(a),
  });
  doc.paragraph(
    "Annexe au contrat de location d'un logement meublé (article 25-5 de la loi n° 89-462 du 6 juillet 1989), " +
      "établie à la remise des clés et complétée à leur restitution.",
    { size: 8.5, muted: true },
  );

  doc.heading("Le logement");
  doc.fields([
    ["Adresse", adresseLogement(a)],
    ["Situation", join([a.situation, text(a.etage) && `étage ${text(a.etage)}`], ", ")],
    ["Surface", text(a.surface) && `${nombre(a.surface)} m²`],
    ["Nombre de pièces", a.nbPiece],
    ["Propriétaire", join(b.proprietaires.map(nomClient), ", ")],
    ["Adresse du propriétaire", b.proprietaires[0] ? adresseClient(b.proprietaires[0]) : ""],
    ["Locataire", b.locataire ?? "Aucun bail en cours : à compléter"],
    ["Date de l'inventaire", dateLongue(b.date)],
  ]);

  doc.heading("Mobilier");
  doc.table(
    [
      { titre: "Pièce", largeur: 1 },
      { titre: "Désignation", largeur: 2.6 },
      { titre: "Décret", largeur: 0.6, align: "center" },
      { titre: "Quantité", largeur: 0.7, align: "right" },
      { titre: "État à l'entrée", largeur: 1.1 },
      { titre: "État à la sortie", largeur: 1.1 },
    ],
    b.mobilier.map((l) => [
      l.piece,
      l.designation,
      l.elementObligatoire ? "Oui" : "",
      b.enregistre ? String(l.quantite) : "",
      b.enregistre ? l.etat : "",
      "",
    ]),
  );
  doc.paragraph(MENTION_DECRET, { size: 8, muted: true });
  if (!b.enregistre)
    doc.paragraph(
      "Liste à compléter : le mobilier de ce logement n'a pas encore été inventorié dans l'application.",
      { italic: true },
    );
  else if (b.manquants.length)
    doc.paragraph(
      `Éléments obligatoires absents ou en quantité nulle : ${b.manquants.join(" ; ")}.`,
      { bold: true },
    );

  // The last section goes with the signatures: they never stand alone at the top of a page.
  doc.keepTogether(() => {
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

    doc.signatures(
      [
        { role: "Le bailleur ou son mandataire", nom: ctx.agence.nom },
        { role: "Le locataire", nom: b.locataire ?? undefined, mention: "« Certifié exact »" },
      ],
      { date: dateLongue(b.date) },
    );
  });
  return doc.finish();
}
