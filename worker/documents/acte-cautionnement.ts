// The guarantor's deed (acte de cautionnement solidaire, article 22-1 of loi n° 89-462): the lease it secures, the
// rent and its revision, the maximum amount in figures and in words, the text the guarantor copies out by hand.
import { nombreEnLettres } from "../domain/en-lettres";
import type { CautionRow, DossierBundle } from "./data";
import {
  createDocument,
  dateLongue,
  euros,
  eurosEtLettres,
  join,
  nombre,
  text,
  type DocumentContext,
} from "./layout";
import {
  adresseCaution,
  adresseClient,
  adresseLogement,
  naissance,
  nomCaution,
  titulaires,
} from "./parties";

/** The guarantee covers the lease's initial term: three years of rent and charges unless its end date says otherwise. */
export const DUREE_ENGAGEMENT_MOIS = 36;
const DUREE = `${nombreEnLettres(DUREE_ENGAGEMENT_MOIS / 12)} ans`;

const ARTICLE_22_1 =
  "Article 22-1 de la loi n° 89-462 du 6 juillet 1989 (extrait) : « Lorsque le cautionnement d'obligations résultant d'un contrat " +
  "de location conclu en application du présent titre ne comporte aucune indication de durée ou lorsque la durée du cautionnement " +
  "est stipulée indéterminée, la caution peut le résilier unilatéralement. La résiliation prend effet au terme du contrat de " +
  "location, qu'il s'agisse du contrat initial ou d'un contrat reconduit ou renouvelé, au cours duquel le bailleur reçoit " +
  "notification de la résiliation. » La personne physique qui se porte caution signe l'acte de cautionnement faisant apparaître " +
  "le montant du loyer et les conditions de sa révision tels qu'ils figurent au contrat de location, la mention exprimant de " +
  "façon explicite et non équivoque la connaissance qu'elle a de la nature et de l'étendue de l'obligation qu'elle contracte, " +
  "ainsi que la reproduction de l'avant-dernier alinéa du présent article. Le bailleur remet à la caution un exemplaire du contrat de location.";

export async function acteCautionnementPdf(
  b: DossierBundle,
  caution: CautionRow,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const { dossier: d, appartement: a } = b;
  const locataires = titulaires(b.locataire)
    .map((h) => h.nom)
    .join(" et ");
  const fin = d.dateFinBail ?? "";
  const maximum = d.loyerTTC * DUREE_ENGAGEMENT_MOIS;
  const doc = await createDocument({
    ...ctx,
    titre: "Acte de cautionnement solidaire",
    sousTitre: "Article 22-1 de la loi n° 89-462 du 6 juillet 1989",
  });

  doc.heading("La caution");
  doc.fields([
    ["Nom", nomCaution(caution)],
    ["Né(e)", naissance(caution.naissance, caution.lieuNaissance)],
    ["Adresse", adresseCaution(caution)],
    ["Téléphone", caution.mobile],
    ["E-mail", caution.mail],
    ["Complément", caution.complement],
  ]);
  doc.heading("Le bailleur");
  for (const p of b.proprietaires)
    doc.fields([
      ["Nom", join([p.titre, p.prenom, p.nom])],
      ["Adresse", adresseClient(p)],
    ]);
  doc.fields([["Représenté par", join([ctx.agence.nom, ctx.agence.adresse], ", ")]]);
  doc.heading("Le locataire cautionné");
  doc.fields([["Nom", locataires]]);

  doc.heading("Le contrat de location garanti");
  doc.fields([
    ["Logement", adresseLogement(a)],
    ["Prise d'effet du bail", dateLongue(d.dateDebutBail)],
    ["Fin du bail", dateLongue(fin)],
    ["Loyer mensuel hors charges", eurosEtLettres(d.loyerHC)],
    ["Provision sur charges", eurosEtLettres(d.loyerCharge)],
    ["Total mensuel", eurosEtLettres(d.loyerTTC)],
    [
      "Révision du loyer",
      "Chaque année à la date anniversaire du bail, selon la variation de l'indice de référence des loyers (IRL) publié par l'INSEE",
    ],
    [
      "Indice de référence",
      join([d.indiceTrim, text(nombre(d.indice)) && `(indice ${nombre(d.indice)})`]),
    ],
  ]);

  doc.heading("Engagement de la caution");
  doc.fields([
    [
      "Nature",
      "Cautionnement solidaire, avec renonciation aux bénéfices de discussion et de division",
    ],
    [
      "Durée",
      `${DUREE.charAt(0).toUpperCase()}${DUREE.slice(1)} à compter du ${dateLongue(d.dateDebutBail)}, soit la durée initiale du bail`,
    ],
    ["Montant maximum", eurosEtLettres(maximum)],
  ]);
  doc.paragraph(
    `Le montant maximum correspond à ${DUREE_ENGAGEMENT_MOIS} mois de loyer et de charges au montant actuel de ${euros(d.loyerTTC)} ; ` +
      "il couvre le loyer, les charges, leurs révisions, les réparations locatives et les indemnités d'occupation.",
    { size: 8.5 },
  );
  doc.paragraph(ARTICLE_22_1, { size: 8, italic: true, muted: true });

  doc.heading("Mention à recopier de la main de la caution");
  const mention =
    `« Je soussigné(e) ${nomCaution(caution)}, me porte caution solidaire de ${locataires} pour le paiement du loyer de ` +
    `${euros(d.loyerHC)} par mois hors charges, soit ${euros(d.loyerTTC)} charges comprises, révisable chaque année selon la variation de ` +
    `l'indice de référence des loyers publié par l'INSEE, des charges, des réparations locatives et des indemnités d'occupation ` +
    `dues au titre du bail du logement situé ${adresseLogement(a)}, dans la limite de ${eurosEtLettres(maximum)}, pour une durée de ` +
    `${DUREE}. Je reconnais avoir parfaitement connaissance de la nature et de l'étendue de mon engagement ` +
    "et avoir reçu un exemplaire du contrat de location. En renonçant au bénéfice de discussion, je m'oblige à payer au bailleur " +
    "ce que lui doit le locataire sans pouvoir exiger qu'il poursuive d'abord le locataire. »";
  doc.paragraph(mention, { italic: true });
  doc.writingLines(14);

  doc.signatures(
    [
      {
        role: "La caution",
        nom: nomCaution(caution),
        mention: "Signature précédée de la mention manuscrite ci-dessus",
      },
      { role: "Le bailleur ou son mandataire", nom: ctx.agence.nom },
    ],
    { lieu: d.lieuSignature, date: dateLongue(caution.dateCautionSolidaire ?? ctx.date) },
  );
  return doc.finish();
}
