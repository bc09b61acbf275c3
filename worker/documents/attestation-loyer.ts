// The attestation de loyer (issue 62): what the CAF and employers ask of a tenant. The agency certifies who rents
// which home under which lease since when, the monthly rent and charges, and whether the tenant is up to date with
// them on the day (the account's balance less the move-in charges still owed, said apart). Only what
// goes where; the layout is layout.ts.
import { createDocument, dateLongue, euros, join, type DocumentContext } from "./layout";
import { parties, type Personne } from "./quittance";
import { villeDe } from "../domain/attestations/lieu";
import { phraseEmmenagementDu } from "./emmenagement-du";

/** What the attestation states. Amounts in cents, days YYYY-MM-DD. */
export interface AttestationLoyerData {
  bailleurs: Personne[];
  mandataire: boolean;
  locataires: string[];
  adresseLocal: string;
  /** The lease's kind in words: « location nue », « location meublée »... */
  typeBail: string;
  dateDebutBail: string;
  /** The day the tenant left, when the lease is over. */
  dateSortie: string | null;
  loyerHC: number;
  charges: number;
  /** Owed today for rent and charges (positive when owed): the account's balance less the move-in charges. */
  solde: number;
  /** The move-in charges (deposit, letting fees) called and not paid, cents. */
  emmenagement: number;
}

export async function attestationLoyerPdf(
  d: AttestationLoyerData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const { agence } = ctx;
  const doc = await createDocument({
    ...ctx,
    titre: "Attestation de loyer",
    sousTitre: `Établie le ${dateLongue(ctx.date)}`,
  });
  parties(doc, d, ctx);
  const locataires = d.locataires.join(" et ");
  const plusieurs = d.locataires.length > 1;
  doc.heading("Attestation");
  const carte = agence.carteProfessionnelle
    ? `, titulaire de la carte professionnelle n° ${agence.carteProfessionnelle}`
    : "";
  doc.paragraph(
    `${join([agence.nom, agence.adresse], ", ")}${carte}, agissant pour le compte du bailleur, atteste que ${locataires} ${plusieurs ? "sont locataires" : "est locataire"} du logement situé ${d.adresseLocal}, en vertu d'un bail d'habitation (${d.typeBail}) ayant pris effet le ${dateLongue(d.dateDebutBail)}${d.dateSortie ? ` et terminé le ${dateLongue(d.dateSortie)}` : ""}.`,
  );
  doc.fields([
    ["Loyer mensuel hors charges", euros(d.loyerHC)],
    ["Provision sur charges", euros(d.charges)],
    ["Total mensuel", euros(d.loyerHC + d.charges)],
  ]);
  doc.paragraph(
    d.solde > 0
      ? `Au ${dateLongue(ctx.date)}, ${locataires} ${plusieurs ? "restent redevables" : "reste redevable"} de ${euros(d.solde)} au titre des loyers et charges.`
      : `Au ${dateLongue(ctx.date)}, ${locataires} ${plusieurs ? "sont à jour" : "est à jour"} de ${plusieurs ? "leurs" : "ses"} loyers et charges.`,
    { bold: true },
  );
  const emmenagement = phraseEmmenagementDu(d.emmenagement);
  if (emmenagement) doc.paragraph(emmenagement);
  doc.paragraph("Attestation délivrée pour servir et valoir ce que de droit.", {
    italic: true,
    size: 8.5,
  });
  doc.signatures([{ role: "Pour le bailleur, l'agence", nom: agence.nom }], {
    lieu: villeDe(agence.adresse),
    date: dateLongue(ctx.date),
  });
  return doc.finish();
}
