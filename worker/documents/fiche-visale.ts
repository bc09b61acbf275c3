// The sheet of what Visale's declaration of an unpaid rent asks (issue 78 item 4): there is no API to send them, so
// the claim file carries them, to copy into visale.fr. Only what goes where; the figures are the service's.
import { moisLong } from "../domain/compte/libelles";
import { createDocument, dateCourte, euros, type DocumentContext } from "./layout";

export interface FicheVisaleData {
  numeroVisa: string;
  dateVisa: string;
  locataires: string[];
  adresseLocal: string;
  bailleurs: string[];
  dateDebutBail: string | null;
  /** Cents: the rent and charges called each month, and the housing aid in tiers payant in force. */
  loyerCharges: number;
  aide: number;
  /** The unpaid terms: month (YYYY-MM) and the tenant's own debt on it (cents). */
  impayes: { mois: string; dette: number }[];
  /** The day the unpaid rent was constituted (the formal notice's clock starts), or null when it is not yet. */
  constitution: string | null;
}

export async function ficheVisalePdf(d: FicheVisaleData, ctx: DocumentContext) {
  const doc = await createDocument({
    ...ctx,
    titre: "Déclaration d'impayé Visale",
    sousTitre: `Visa n° ${d.numeroVisa}`,
  });
  doc.paragraph(
    "Les informations que demande le formulaire de déclaration d'impayé sur visale.fr, à y reporter : le service n'offre pas d'envoi automatisé.",
    { italic: true, size: 8.5 },
  );
  doc.fields([
    ["Numéro de visa", d.numeroVisa],
    ["Date du visa", dateCourte(d.dateVisa)],
    ["Locataire(s)", d.locataires.join(", ")],
    ["Adresse du logement", d.adresseLocal],
    ["Bailleur(s)", d.bailleurs.join(", ")],
    ["Bail en vigueur depuis", d.dateDebutBail ? dateCourte(d.dateDebutBail) : "non renseignée"],
    ["Loyer et charges", euros(d.loyerCharges)],
    ["Aide en tiers payant", euros(d.aide)],
    ["Impayé constitué le", d.constitution ? dateCourte(d.constitution) : "impayé non constitué"],
    ["Impayé, aides déduites", euros(d.impayes.reduce((s, i) => s + i.dette, 0))],
  ]);
  doc.heading("Échéances impayées");
  if (d.impayes.length)
    doc.table(
      [
        { titre: "Mois", largeur: 1 },
        { titre: "Reste dû par le locataire", largeur: 2, align: "right" },
      ],
      d.impayes.map((i) => [moisLong(i.mois), euros(i.dette)]),
    );
  else doc.paragraph("Aucune échéance impayée.", { italic: true, size: 8.5 });
  return doc.finish();
}
