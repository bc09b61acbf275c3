// The letter telling the tenant of the yearly rent revision (loi n° 89-462 du 6 juillet 1989, art. 17-1): the rent
// before and after, the two IRL quarters and values, the computation, the day it takes effect. Only the rent
// excluding charges moves. Only what goes where; the layout is layout.ts.
import {
  createDocument,
  dateLongue,
  euros,
  eurosEtLettres,
  nombre,
  type DocumentContext,
} from "./layout";
import { conclureLettre, formulesPolitesse } from "./formule-politesse";
import { parties, signataire, type Personne } from "./quittance";

/** What the letter states. Amounts in cents, days YYYY-MM-DD, quarters as the lease writes them. */
export interface RevisionLoyerData {
  bailleurs: Personne[];
  mandataire: boolean;
  locataires: string[];
  adresseLocal: string;
  dateRevision: string;
  dateEffet: string;
  ancienLoyer: number;
  nouveauLoyer: number;
  /** The charges, unchanged. */
  charges: number;
  trimestreReference: string;
  indiceReference: number;
  nouveauTrimestre: string;
  nouvelIndice: number;
}

export async function revisionLoyerPdf(
  d: RevisionLoyerData,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const doc = await createDocument({
    ...ctx,
    titre: "Révision annuelle du loyer",
    sousTitre: `Indexation sur l'indice de référence des loyers — ${dateLongue(ctx.date)}`,
  });
  parties(doc, d, ctx);

  doc.heading("Objet : révision de votre loyer");
  doc.paragraph(`${formulesPolitesse(d.locataires).appel},`);
  doc.paragraph(
    `Conformément à la clause de révision de votre bail et à l'article 17-1 de la loi du 6 juillet 1989, votre loyer hors charges est révisé à sa date de révision du ${dateLongue(d.dateRevision)}, selon la variation de l'indice de référence des loyers (IRL) publié par l'INSEE.`,
  );
  doc.table(
    [
      { titre: "", largeur: 2.4 },
      { titre: "Trimestre", largeur: 1.6 },
      { titre: "IRL", align: "right" },
    ],
    [
      ["Indice de référence du bail", d.trimestreReference, nombre(d.indiceReference)],
      ["Nouvel indice (un an plus tard)", d.nouveauTrimestre, nombre(d.nouvelIndice)],
    ],
  );
  doc.heading("Calcul");
  doc.paragraph(
    `${euros(d.ancienLoyer)} × ${nombre(d.nouvelIndice)} / ${nombre(d.indiceReference)} = ${euros(d.nouveauLoyer)} (arrondi au centime)`,
    { bold: true },
  );
  doc.fields([
    ["Loyer hors charges actuel", euros(d.ancienLoyer)],
    ["Nouveau loyer hors charges", euros(d.nouveauLoyer)],
    ["Provision sur charges (inchangée)", euros(d.charges)],
    ["Nouveau total mensuel", euros(d.nouveauLoyer + d.charges)],
    ["Date d'effet", dateLongue(d.dateEffet)],
  ]);
  doc.paragraph(
    `À compter du ${dateLongue(d.dateEffet)}, votre loyer hors charges est de ${eurosEtLettres(d.nouveauLoyer)} par mois. La révision prend effet à la date de sa demande, sans effet rétroactif ; les échéances déjà émises ne changent pas.`,
  );
  conclureLettre(doc, d.locataires, signataire(d, ctx), dateLongue(ctx.date));
  return doc.finish();
}
