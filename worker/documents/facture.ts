import { numeroLisible } from "../domain/validation/identifiants";
// The invoice or credit note (ADR 028), with the mentions of CGI art. 242 nonies A and of the e-invoicing reform,
// as a Factur-X PDF: its CII XML (domain/factures/cii.ts) embedded by facture-x.ts.
import {
  conditionsPaiement,
  factureCii,
  motifExoneration,
  type FactureCii,
} from "../domain/factures/cii";
import { CATEGORIE_OPERATION, mentionsRetard } from "../domain/factures/mentions";
import { createDocument, dateCourte, euros, join, pourcent, type DocumentContext } from "./layout";
import { facturX } from "./facture-x";

export async function facturePdf(f: FactureCii, ctx: DocumentContext): Promise<Uint8Array> {
  const titre = f.avoirDe ? "Avoir" : "Facture";
  const doc = await createDocument({
    ...ctx,
    titre,
    sousTitre: `N° ${f.numero} du ${dateCourte(f.date)}`,
  });
  const v = f.vendeur;
  const a = f.acheteur;
  doc.heading("Vendeur");
  doc.fields([
    ["Raison sociale", v.nom],
    ["Adresse", v.adresse],
    ["SIREN", numeroLisible(v.siren)],
    ["SIRET", numeroLisible(v.siret)],
    ["N° de TVA intracommunautaire", v.numeroTVA],
  ]);
  doc.heading("Client");
  doc.fields([
    ["Nom", a.nom],
    ["Adresse", join([a.adresse, join([a.codePostal, a.ville])], ", ")],
    ["SIREN", numeroLisible(a.siren)],
  ]);
  doc.heading(titre);
  doc.fields([
    ["Numéro", f.numero],
    ["Date d'émission", dateCourte(f.date)],
    ["Catégorie de l'opération", CATEGORIE_OPERATION],
    ["Mandat n°", f.numeroMandat],
    ["Facture annulée", f.avoirDe && `${f.avoirDe.numero} du ${dateCourte(f.avoirDe.date)}`],
    ["Motif", f.motif],
  ]);
  doc.table(
    [
      { titre: "Désignation", largeur: 4 },
      { titre: "Quantité", align: "right" },
      { titre: "Prix unitaire HT", largeur: 1.4, align: "right" },
      { titre: "TVA", align: "right" },
      { titre: "Montant HT", largeur: 1.3, align: "right" },
    ],
    [[f.objet, 1, euros(f.totalHT), pourcent(f.tauxTva), euros(f.totalHT)]],
  );
  doc.table(
    [
      { titre: "Récapitulatif", largeur: 3 },
      { titre: "Montant", align: "right" },
    ],
    [
      ["Total HT", euros(f.totalHT)],
      [`TVA à ${pourcent(f.tauxTva)} (base ${euros(f.totalHT)})`, euros(f.totalTVA)],
      { cells: ["Total TTC", euros(f.totalTTC)], bold: true },
    ],
  );
  const exoneration = motifExoneration(f);
  if (exoneration) doc.paragraph(exoneration, { bold: true });
  doc.heading(f.avoirDe ? "Remboursement" : "Conditions de paiement");
  doc.paragraph(conditionsPaiement(f.reglement, f.avoirDe));
  for (const m of mentionsRetard(a)) doc.paragraph(m, { size: 8.5, muted: true });
  // One title for the Info dictionary and the XMP (PDF/A wants them equal).
  const meta = { titre: `${titre} ${f.numero}`, auteur: v.nom, date: f.date };
  return doc.finish(facturX(factureCii(f), meta), meta.titre);
}
