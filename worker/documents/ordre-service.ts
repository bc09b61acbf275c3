import { numeroLisible } from "../domain/validation/identifiants";
// The order of service a supplier receives for a work order (issue 76, item 2; ADR 120): the lot and how to get in,
// the tenant's contact only when the tenant agreed, the work, the price agreed (the chosen quote) and where to send
// the invoice: the owners, care of the agency. Only what goes where; the layout is layout.ts.
import { createDocument, dateLongue, euros, join, type DocumentContext } from "./layout";
import { destinataireFacture, rendezVousAgence } from "./ordre-service-textes";

/** What the order states. Amounts in cents, days YYYY-MM-DD. */
export interface OrdreServiceData {
  numero: number;
  fournisseur: { raisonSociale: string; adresse: string; siret: string | null };
  lot: string;
  acces: [string, string | null][];
  /** Null: the tenant did not agree to be called, or the lot is empty. */
  locataire: { nom: string; tel: string | null; mail: string | null } | null;
  metier: string;
  objet: string;
  description: string;
  urgence: boolean;
  datePassage: string | null;
  prix: { ht: number; tauxTVA: number; ttc: number; mentionTVA: string | null } | null;
  proprietaires: string[];
}

export async function ordreServicePdf(
  d: OrdreServiceData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: `Ordre de service n° ${d.numero}`,
    sousTitre: `Émis le ${dateLongue(ctx.date)}${d.urgence ? " (urgent)" : ""}`,
  });
  doc.heading("Fournisseur");
  doc.fields([
    ["Entreprise", d.fournisseur.raisonSociale],
    ["Adresse", d.fournisseur.adresse],
    ["SIRET", numeroLisible(d.fournisseur.siret)],
  ]);
  doc.heading("Lieu de l'intervention");
  doc.fields([["Lot", d.lot], ...d.acces]);
  doc.heading("Contact sur place");
  if (d.locataire)
    doc.fields([
      ["Locataire", d.locataire.nom],
      ["Téléphone", d.locataire.tel],
      ["Courriel", d.locataire.mail],
    ]);
  else doc.paragraph(rendezVousAgence(ctx.agence));
  doc.heading("Travaux commandés");
  doc.fields([
    ["Métier", d.metier],
    ["Objet", d.objet],
    ["Date de passage", d.datePassage ? dateLongue(d.datePassage) : "à convenir"],
  ]);
  if (d.description) doc.paragraph(d.description);
  doc.heading("Prix convenu");
  if (d.prix) {
    doc.table(
      [
        { titre: "Désignation", largeur: 3 },
        { titre: "Montant", align: "right" },
      ],
      [
        ["Montant hors taxes", euros(d.prix.ht)],
        [`TVA à ${String(d.prix.tauxTVA).replace(".", ",")} %`, euros(d.prix.ttc - d.prix.ht)],
        { cells: ["Total TTC", euros(d.prix.ttc)], bold: true },
      ],
    );
    if (d.prix.mentionTVA) doc.paragraph(d.prix.mentionTVA, { italic: true });
  } else
    doc.paragraph("Sur devis, à faire accepter par l'agence avant tout commencement des travaux.");
  doc.heading("Facturation");
  doc.paragraph(
    `Adressez la facture ${destinataireFacture(d.proprietaires)}, aux bons soins de ${join([ctx.agence.nom, ctx.agence.adresse], ", ")}, en rappelant le numéro de cet ordre.`,
  );
  doc.signatures([{ role: "Pour le propriétaire, son mandataire", nom: ctx.agence.nom }], {
    date: dateLongue(ctx.date),
  });
  return doc.finish();
}
