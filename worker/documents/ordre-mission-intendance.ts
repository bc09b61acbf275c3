import { numeroLisible } from "../domain/validation/identifiants";
// The caretaking mission order (intendance): the apartment, its owners as principals, the period, the price with
// its TVA, and the services the agency performs.
import { dureeImprimee } from "../domain/mandats/registre";
import type { AppartementBundle, IntendanceRow } from "./data";
import {
  createDocument,
  dateLongue,
  euros,
  eurosEtLettres,
  join,
  ouiNon,
  pourcent,
  text,
  type DocumentContext,
} from "./layout";
import { adresseClient, adresseLogement, nomClient } from "./parties";

const PRESTATIONS = [
  "Visites régulières du logement et contrôle de son état (aération, relevé du courrier, vérification des équipements)",
  "Accueil et suivi des artisans et des fournisseurs, sur accord du propriétaire pour toute dépense",
  "Relations avec le syndic, le gardien et les voisins",
  "Compte rendu au propriétaire après chaque intervention notable",
];

export async function ordreMissionIntendancePdf(
  b: AppartementBundle,
  i: IntendanceRow,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const a = b.appartement;
  const doc = await createDocument({
    ...ctx,
    titre: "Ordre de mission d'intendance",
    sousTitre: join([i.numeroMandat && `Mandat n° ${i.numeroMandat}`, adresseLogement(a)], " — "),
  });

  doc.heading("Le mandant");
  for (const p of b.proprietaires)
    doc.fields([
      ["Nom", nomClient(p)],
      ["Adresse", adresseClient(p)],
    ]);
  doc.heading("Le mandataire");
  doc.fields([
    ["Agence", ctx.agence.nom],
    ["Adresse", ctx.agence.adresse],
    ["SIRET", numeroLisible(ctx.agence.siret)],
    ["Carte professionnelle", ctx.agence.carteProfessionnelle],
  ]);

  doc.heading("Le logement");
  doc.fields([
    ["Adresse", adresseLogement(a)],
    ["Situation", join([a.situation, text(a.etage) && `étage ${text(a.etage)}`], ", ")],
    ["Gardien", join([a.gardienNom, a.gardienTel], " — ")],
    ["Syndic", join([a.syndicNom, a.syndicTel, a.syndicMail], " — ")],
  ]);

  // The mission, its price and the signatures on one page (keepTogether, documents-pdf.md): the price and the
  // signatures never stand alone at the top of a page, away from what they sign for.
  doc.keepTogether(() => {
    doc.heading("La mission");
    doc.fields([
      ["Mandat n°", i.numeroMandat],
      [
        "Période",
        join([
          text(i.dateDepart) && `du ${dateLongue(i.dateDepart)}`,
          text(i.dateFin) && `au ${dateLongue(i.dateFin)}`,
        ]),
      ],
      ["Durée", dureeImprimee(text(i.dateDepart) || null, text(i.dateFin) || null)],
      [
        "Renouvellement",
        i.renouvele ? "Mission renouvelée" : "Renouvelable pour un an à l'échéance",
      ],
    ]);
    doc.paragraph(PRESTATIONS.map((p) => `- ${p}`).join("\n"));

    doc.heading("Prix");
    const ttc = i.prix ?? 0;
    const ht = i.prixHT ?? ttc;
    doc.table(
      [
        { titre: "Désignation", largeur: 3 },
        { titre: "Montant", align: "right" },
      ],
      [
        ["Prix hors taxes", euros(ht)],
        [`TVA à ${pourcent(i.tva ?? 0)}`, euros(ttc - ht)],
        { cells: ["Prix toutes taxes comprises", euros(ttc)], bold: true },
      ],
    );
    doc.fields([
      ["Soit", eurosEtLettres(ttc)],
      ["Mode de paiement", i.mode === "Cheque" ? "Chèque" : i.mode],
      ["Réglé", ouiNon(i.regle)],
    ]);

    // « Fait le » the day the order is made, as every other document (not the mission's first day, which may be
    // months ahead or behind).
    doc.signatures(
      [
        ...b.proprietaires.map((p) => ({
          role: "Le mandant",
          nom: nomClient(p),
          mention: "« Bon pour mission »",
        })),
        { role: "Le mandataire", nom: ctx.agence.nom },
      ],
      { date: dateLongue(ctx.date) },
    );
  });
  return doc.finish();
}
