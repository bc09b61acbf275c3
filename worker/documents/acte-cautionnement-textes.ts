// The wording of the guarantor's deed, each sentence with the text it comes from. The law as it reads since
// 1 January 2022: code civil art. 2288 and following as rewritten by ordonnance n° 2021-1192 du 15 septembre 2021
// (the handwritten mention is art. 2297), and art. 22-1 of loi n° 89-462 du 6 juillet 1989 as amended by it.

/** What the mention states; amounts already formatted. */
export interface MentionData {
  caution: string;
  /** The tenant's holders, "Madame A" or "Madame A et Monsieur B". */
  locataires: string;
  plusieurs: boolean;
  /** The maximum in words, then in figures. */
  maximumLettres: string;
  maximumChiffres: string;
  logement: string;
  /** "d'un an" / "de trois ans", or "" when the term is not a whole number of months; and the dates. */
  duree: string;
  debut: string;
  fin: string;
  loyerHC: string;
  solidaire: boolean;
}

/** "d'un an", "de trois ans", "de onze mois": only "un" elides. */
export const dureeDe = (libelle: string) =>
  /^un\b/.test(libelle) ? `d'${libelle}` : `de ${libelle}`;

/**
 * The mention the guarantor writes by hand before signing.
 * - C. civ. art. 2297 al. 1: the natural-person guarantor writes that they commit as guarantor to pay the creditor
 *   what the debtor owes in case of the debtor's default, within a maximum in principal and accessories written
 *   in words and in figures (the words prevail when they differ).
 * - C. civ. art. 2297 al. 2: when the guarantor gives up the benefits of discussion or division (a joint and
 *   several guarantee, C. civ. art. 2305 and 2306), the mention says the guarantor cannot require the creditor to
 *   sue the debtor first nor to divide the claims between the guarantors; without it, the guarantor keeps them.
 * - Loi 89-462 art. 22-1 al. 5: the deed shows the rent and its revision as the lease states them, and the lessor
 *   hands the guarantor a copy of the lease.
 */
export function mention(m: MentionData): string {
  const doit = m.plusieurs ? "doivent" : "doit";
  const part = m.plusieurs ? "leur" : "sa";
  const qui = m.plusieurs ? "les locataires" : "le locataire";
  return [
    // C. civ. art. 2297 al. 1.
    `« Je soussigné(e) ${m.caution} m'engage en qualité de caution${m.solidaire ? " solidaire" : ""} à payer au bailleur ` +
      `ce que lui ${doit} ${m.locataires} en cas de défaillance de ${part} part, au titre du bail du logement situé ` +
      `${m.logement}, dans la limite de la somme de ${m.maximumLettres} (${m.maximumChiffres}) en principal et ` +
      "accessoires, couvrant le paiement des loyers, des charges, de leurs révisions, des réparations locatives et des " +
      `indemnités d'occupation, ${m.duree ? `pour une durée ${m.duree}` : "pour la durée du bail"}, du ${m.debut} ` +
      `au ${m.fin}.`,
    // C. civ. art. 2297 al. 2: only when the guarantee is joint and several, so that the mention and the deed agree.
    m.solidaire
      ? "En renonçant aux bénéfices de discussion et de division, je reconnais ne pouvoir exiger du bailleur qu'il " +
        `poursuive d'abord ${qui} ou qu'il divise ses poursuites entre les cautions.`
      : "",
    // Loi 89-462 art. 22-1 al. 5: the rent and its revision as in the lease, the copy of the lease.
    `Le loyer est de ${m.loyerHC} par mois hors charges, révisable chaque année à la date anniversaire du bail selon ` +
      "la variation de l'indice de référence des loyers publié par l'INSEE. Je reconnais avoir reçu un exemplaire du " +
      "contrat de location. »",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The nature of the engagement, consistent with the mention (C. civ. art. 2297 al. 2, 2305, 2306). */
export const nature = (solidaire: boolean) =>
  solidaire
    ? "Cautionnement solidaire : la caution renonce aux bénéfices de discussion et de division"
    : "Cautionnement simple : la caution conserve les bénéfices de discussion et de division";

/**
 * Loi 89-462 art. 22-1, avant-dernier alinéa, reproduced word for word: its reproduction in the deed is required by
 * the last paragraph (al. 5) of the same article.
 */
export const ARTICLE_22_1_RESILIATION =
  "« Lorsque le cautionnement d'obligations résultant d'un contrat de location conclu en application du présent titre " +
  "ne comporte aucune indication de durée ou lorsque la durée du cautionnement est stipulée indéterminée, la caution " +
  "peut le résilier unilatéralement. La résiliation prend effet au terme du contrat de location, qu'il s'agisse du " +
  "contrat initial ou d'un contrat reconduit ou renouvelé, au cours duquel le bailleur reçoit notification de la " +
  "résiliation. »";

/**
 * Loi 89-462 art. 22-1 al. 5 as in force since 1 January 2022 (ordonnance n° 2021-1192): the guarantor signs a deed
 * showing the rent and its revision as in the lease and the reproduction of the paragraph above; the lessor hands
 * the guarantor a copy of the lease; these formalities on pain of nullity. The handwritten mention itself is
 * C. civ. art. 2297.
 */
export const ARTICLE_22_1 =
  "Conformément à l'article 22-1 de la loi n° 89-462 du 6 juillet 1989, le présent acte, signé par la caution, fait " +
  "apparaître le montant du loyer et les conditions de sa révision tels qu'ils figurent au contrat de location, ainsi " +
  "que la reproduction de l'avant-dernier alinéa de cet article ; le bailleur remet à la caution un exemplaire du " +
  "contrat de location. Ces formalités sont prescrites à peine de nullité du cautionnement. Avant-dernier alinéa de " +
  `l'article 22-1 : ${ARTICLE_22_1_RESILIATION}`;

/** C. civ. art. 2297 al. 1: the mention is written by the guarantor, on pain of nullity of the engagement. */
export const ARTICLE_2297 =
  "La caution personne physique appose elle-même la mention ci-dessous, à peine de nullité de son engagement " +
  "(article 2297 du code civil). En cas de discordance, le cautionnement vaut pour la somme écrite en toutes lettres.";
