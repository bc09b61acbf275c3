// The guarantor's deed (acte de cautionnement) as the law reads since 1 January 2022: the lease it secures, the rent
// and its revision (loi n° 89-462, art. 22-1), the duration and the maximum computed from the lease's term, and the
// mention the guarantor writes by hand (code civil, art. 2297). The wording and its sources: acte-cautionnement-textes.ts.
import type { CautionRow, DossierBundle, DossierRow } from "./data";
import { REGLES_BAIL, estMeuble, typeBail } from "../domain/bail/types-bail";
import { dureeBail, type DureeBail } from "./duree-bail";
import { nombreEnLettres } from "../domain/en-lettres";
import {
  createDocument,
  dateLongue,
  enLettres,
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
import * as T from "./acte-cautionnement-textes";

/**
 * The guarantee's term and maximum. The guarantor's own fields when set (C. civ. art. 2297: `dureeEngagement` months
 * from the lease's start, "36 (trente-six) mois"; `montantMaximum`); else from the lease: its term (dateDebutBail to
 * dateFinBail, or without an end date the legal term of its kind: three years unfurnished, art. 10; one year
 * furnished, art. 25-7; nine months for a student), and the monthly rent and charges (loyerTTC) times its months.
 */
export function engagement(
  d: Pick<DossierRow, "dateDebutBail" | "dateFinBail" | "loyerTTC" | "typeBail">,
  c: Partial<Pick<CautionRow, "montantMaximum" | "dureeEngagement">> = {},
): {
  duree: DureeBail & { convenue: boolean };
  maximum: number;
  maximumConvenu: boolean;
} {
  const n = c.dureeEngagement;
  const duree = n
    ? {
        ...dureeBail(d.dateDebutBail, null, n),
        libelle: `${n} (${nombreEnLettres(n)}) mois`,
        legale: false,
      }
    : dureeBail(d.dateDebutBail, d.dateFinBail, REGLES_BAIL[typeBail(d.typeBail)].dureeMois);
  const maximumConvenu = c.montantMaximum != null;
  return {
    duree: { ...duree, convenue: !!n },
    maximum: c.montantMaximum ?? d.loyerTTC * duree.mois,
    maximumConvenu,
  };
}

/** "Un an, du 1er décembre 2026 au 30 novembre 2027, soit la durée initiale du bail". */
function dureeTexte(
  duree: DureeBail & { convenue: boolean },
  debut: string,
  meuble: boolean,
): string {
  const span = join([duree.libelle, `du ${dateLongue(debut)} au ${dateLongue(duree.fin)}`], ", ");
  if (duree.convenue)
    return `${span.charAt(0).toUpperCase()}${span.slice(1)}, soit la durée convenue avec la caution`;
  // Loi 89-462 art. 10 (unfurnished), art. 25-7 (furnished, and nine months for a student).
  const article = meuble ? "article 25-7" : "article 10";
  const why = duree.legale
    ? `soit la durée légale du bail (${article} de la loi du 6 juillet 1989), le bail ne fixant pas de terme`
    : "soit la durée initiale du bail";
  return `${span.charAt(0).toUpperCase()}${span.slice(1)}, ${why}`;
}

export async function acteCautionnementPdf(
  b: DossierBundle,
  caution: CautionRow,
  ctx: DocumentContext,
): Promise<Uint8Array> {
  const { dossier: d, appartement: a } = b;
  // Joint and several (the caution renounces the benefits of discussion and division) or simple: the Caution's
  // field, the mention of C. civ. art. 2297 al. 2 and the deed's nature following it.
  const solidaire = caution.cautionSolidaire;
  const holders = titulaires(b.locataire);
  const locataires = holders.map((h) => h.nom).join(" et ");
  const { duree, maximum, maximumConvenu } = engagement(d, caution);
  const doc = await createDocument({
    ...ctx,
    titre: solidaire ? "Acte de cautionnement solidaire" : "Acte de cautionnement",
    sousTitre: "Article 2297 du code civil et article 22-1 de la loi n° 89-462 du 6 juillet 1989",
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
  doc.heading(holders.length > 1 ? "Les locataires cautionnés" : "Le locataire cautionné");
  doc.fields([["Nom", locataires]]);

  // Loi 89-462 art. 22-1 al. 5: the rent and its revision as the lease states them.
  doc.heading("Le contrat de location garanti");
  doc.fields([
    ["Logement", adresseLogement(a)],
    ["Prise d'effet du bail", dateLongue(d.dateDebutBail)],
    ["Fin du bail", dateLongue(d.dateFinBail)],
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
    ["Nature", T.nature(solidaire)],
    ["Durée", dureeTexte(duree, d.dateDebutBail, estMeuble(typeBail(d.typeBail)))],
    ["Montant maximum", eurosEtLettres(maximum)],
  ]);
  doc.paragraph(
    (maximumConvenu
      ? "Le montant maximum est celui convenu avec la caution ; "
      : `Le montant maximum correspond à ${duree.mois} mois de loyer et de charges au montant actuel de ${euros(d.loyerTTC)} ; `) +
      "il couvre, en principal et accessoires, le loyer, les charges, leurs révisions, les réparations locatives et les indemnités d'occupation.",
    { size: 8.5 },
  );
  doc.paragraph(T.ARTICLE_22_1, { size: 8, italic: true, muted: true });

  doc.heading("Mention à recopier de la main de la caution");
  doc.paragraph(T.ARTICLE_2297, { size: 8.5 });
  doc.paragraph(
    T.mention({
      caution: nomCaution(caution),
      locataires,
      plusieurs: holders.length > 1,
      maximumLettres: enLettres(maximum),
      maximumChiffres: euros(maximum),
      logement: adresseLogement(a),
      duree: duree.libelle ? T.dureeDe(duree.libelle) : "",
      debut: dateLongue(d.dateDebutBail),
      fin: dateLongue(duree.fin),
      loyerHC: euros(d.loyerHC),
      solidaire,
    }),
    { italic: true },
  );
  // The lines for the handwritten mention and the signatures on one page.
  doc.keepTogether(() => {
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
  });
  return doc.finish();
}
