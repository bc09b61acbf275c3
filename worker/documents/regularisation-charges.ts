// The charges regularisation letter (loi n° 89-462 du 6 juillet 1989, art. 23): the provisions called, the actual
// charges by category with the lot's share, the balance due or refunded, the day it can be claimed (one month
// after this letter), the supporting documents held for six months, the twelve monthly parts offered when the
// regularisation comes late, and the suggested new provision. Only what goes where; the layout is layout.ts.
import {
  createDocument,
  dateCourte,
  dateLongue,
  euros,
  eurosEtLettres,
  type DocumentContext,
  type Row,
} from "./layout";
import { periodeAnnuelle } from "../domain/regularisation/calcul";
import { conclureLettre, formulesPolitesse } from "./formule-politesse";
import { parties, signataire, type Personne } from "./quittance";

/** What the letter states. Amounts in cents, days YYYY-MM-DD. */
export interface RegularisationChargesData {
  bailleurs: Personne[];
  mandataire: boolean;
  locataires: string[];
  adresseLocal: string;
  du: string;
  au: string;
  provisions: number;
  charges: { libelle: string; quotePart: string | null; montant: number }[];
  reel: number;
  /** reel - provisions: positive, due by the tenant; negative, refunded. */
  solde: number;
  /** The day the balance can be claimed: one month after the letter. */
  exigibleLe: string;
  /** How long the supporting documents stay available, in months. */
  moisPieces: number;
  /** Late (after the calendar year following the period): the twelve parts, else null. */
  douziemes: number[] | null;
  mois: number;
  nouvelleProvision: number;
}

export async function regularisationChargesPdf(
  d: RegularisationChargesData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const periode = `du ${dateCourte(d.du)} au ${dateCourte(d.au)}`;
  const doc = await createDocument({
    ...ctx,
    titre: "Régularisation des charges locatives",
    sousTitre: `Période ${periode} — ${dateLongue(ctx.date)}`,
  });
  parties(doc, d, ctx);

  // « annuelle » only for a year: a three-month period (a lease ended early) is a regularisation, not an annual one.
  doc.heading(
    `Objet : régularisation ${periodeAnnuelle(d.du, d.au) ? "annuelle " : ""}des charges ${periode}`,
  );
  doc.paragraph(`${formulesPolitesse(d.locataires).appel},`);
  doc.paragraph(
    `Conformément à l'article 23 de la loi n° 89-462 du 6 juillet 1989, voici le décompte des charges récupérables de la période ${periode} pour le logement situé ${d.adresseLocal || "désigné ci-dessus"}, comparé aux provisions sur charges appelées pendant cette période.`,
  );
  const rows: Row[] = [
    ...d.charges.map((c) => [c.libelle, c.quotePart ?? "", euros(c.montant)]),
    { cells: ["Total des charges réelles", "", euros(d.reel)], bold: true },
    ["Provisions sur charges appelées", "", `− ${euros(d.provisions)}`],
    {
      cells: [
        d.solde > 0 ? "Solde dû par le locataire" : d.solde < 0 ? "Solde en votre faveur" : "Solde",
        "",
        euros(Math.abs(d.solde)),
      ],
      bold: true,
    },
  ];
  doc.table(
    [
      { titre: "Catégorie", largeur: 2.6 },
      { titre: "Quote-part du lot", largeur: 1.2 },
      { titre: "Montant", align: "right" },
    ],
    rows,
  );
  if (d.solde > 0)
    doc.paragraph(
      `Vous restez redevable de ${eurosEtLettres(d.solde)}. Cette somme pourra vous être réclamée à compter du ${dateLongue(d.exigibleLe)}, soit un mois après l'envoi de ce décompte.`,
      { bold: true },
    );
  else if (d.solde < 0)
    doc.paragraph(
      `Les provisions versées dépassent les charges réelles : ${eurosEtLettres(-d.solde)} vous seront remboursés ; cette somme est portée au crédit de votre compte.`,
      { bold: true },
    );
  else
    doc.paragraph("Les provisions versées couvrent exactement les charges réelles : aucun solde.");
  if (d.douziemes && d.solde > 0)
    doc.paragraph(
      `Cette régularisation intervenant après le terme de l'année civile suivant l'année d'exigibilité des charges, vous pouvez, si vous en faites la demande, régler ce solde en douze mensualités (${euros(d.douziemes[0])} par mois${d.douziemes[11] !== d.douziemes[0] ? `, la dernière de ${euros(d.douziemes[11])}` : ""}).`,
    );
  doc.paragraph(
    `Les pièces justificatives (factures, contrats de fourniture et d'exploitation, décompte par nature de charges, mode de répartition entre les locataires) sont tenues à votre disposition pendant ${d.moisPieces} mois à compter de l'envoi de ce décompte (article 23 de la loi n° 89-462).`,
  );
  doc.paragraph(
    `Pour tenir compte des charges réelles, nous vous proposons de porter la provision mensuelle sur charges à ${euros(d.nouvelleProvision)} (${euros(d.reel)} sur ${d.mois} mois).`,
  );
  conclureLettre(doc, d.locataires, signataire(d, ctx), dateLongue(ctx.date));
  return doc.finish();
}
