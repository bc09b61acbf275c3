// The annual receipt of an apartment: the year's paid terms, one line each, and their total. Paid terms only, so
// it is a quittance for each of them (loi n° 89-462, art. 21). A year with no paid term proves no payment: it is a
// statement, never titled "Quittance".
import {
  createDocument,
  dateCourte,
  dateLongue,
  euros,
  eurosEtLettres,
  type DocumentContext,
} from "./layout";
import { parties, signataire, type Personne } from "./quittance";

export interface QuittanceAnnuelleData {
  annee: number;
  /** The cut-over day of the import that took the lease over in this year (ADR 113): the year starts there. */
  depuisReprise?: string | null;
  bailleurs: Personne[];
  mandataire: boolean;
  adresseLocal: string;
  lignes: {
    locataire: string;
    du: string;
    au: string;
    loyerHC: number;
    charges: number;
    dateReglement: string | null;
  }[];
}

export async function quittanceAnnuellePdf(
  d: QuittanceAnnuelleData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const paye = d.lignes.length > 0;
  const doc = await createDocument({
    ...ctx,
    titre: paye ? `Quittance annuelle de loyer ${d.annee}` : `Relevé annuel de loyer ${d.annee}`,
    sousTitre: paye ? "Termes réglés de l'année" : "Aucun terme réglé dans l'année",
  });
  parties(doc, d, ctx);
  doc.heading("Termes réglés");
  if (!paye) {
    doc.paragraph(`Aucun terme réglé en ${d.annee} pour ce logement.`);
    doc.paragraph("Ce relevé ne constate aucun paiement : il ne vaut pas quittance.", {
      italic: true,
      size: 8.5,
    });
    return doc.finish();
  }
  const sum = (f: (l: QuittanceAnnuelleData["lignes"][number]) => number) =>
    d.lignes.reduce((s, l) => s + f(l), 0);
  const [hc, ch] = [sum((l) => l.loyerHC), sum((l) => l.charges)];
  doc.table(
    [
      { titre: "Période", largeur: 2.2 },
      { titre: "Locataire", largeur: 2.4 },
      { titre: "Loyer HC", align: "right" },
      { titre: "Charges", align: "right" },
      { titre: "Total", align: "right" },
      { titre: "Payé le", align: "center" },
    ],
    [
      ...d.lignes.map((l) => [
        `${dateCourte(l.du)} au ${dateCourte(l.au)}`,
        l.locataire,
        euros(l.loyerHC),
        euros(l.charges),
        euros(l.loyerHC + l.charges),
        dateCourte(l.dateReglement),
      ]),
      { cells: ["Total de l'année", "", euros(hc), euros(ch), euros(hc + ch), ""], bold: true },
    ],
  );
  doc.paragraph(
    `Le bailleur déclare avoir reçu pour l'année ${d.annee}${d.depuisReprise ? ` depuis la reprise du ${dateCourte(d.depuisReprise)}` : ""} la somme totale de ${eurosEtLettres(hc + ch)}, loyers et charges des termes ci-dessus, et en donne quittance, sous réserve de tous ses droits.`,
  );
  doc.paragraph(
    "Quittance délivrée gratuitement (article 21 de la loi n° 89-462 du 6 juillet 1989).",
    { italic: true, size: 8.5 },
  );
  doc.signatures([signataire(d, ctx)], { date: dateLongue(ctx.date) });
  return doc.finish();
}
