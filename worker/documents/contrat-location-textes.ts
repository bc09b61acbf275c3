// The fixed wording of the lease (type contract of décret n° 2015-587 du 29 mai 2015, logement nu à usage de
// résidence principale, loi n° 89-462 du 6 juillet 1989): kept apart so that the lease file only says what goes where.

export const REFERENCE_LEGALE =
  "Contrat type de location ou de colocation de logement nu, soumis au titre Ier bis de la loi n° 89-462 du 6 juillet 1989 " +
  "tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986, " +
  "établi conformément au décret n° 2015-587 du 29 mai 2015 relatif aux contrats types de location de logement à usage de résidence principale.";

/**
 * A secondary residence is outside the titre Ier of loi n° 89-462 (its article 2 limits it to main residences): the
 * lease is governed by the code civil (articles 1714 and following) and takes up the law's terms by agreement.
 */
export const REFERENCE_SECONDAIRE =
  "Contrat de location d'un logement nu à usage de résidence secondaire, régi par les articles 1714 et suivants du code " +
  "civil : il n'est pas soumis au titre Ier de la loi n° 89-462 du 6 juillet 1989 (article 2 de cette loi), dont les " +
  "dispositions citées ci-après s'appliquent par la seule volonté des parties.";

export const MANDATAIRE =
  "Le bailleur est représenté par son mandataire, l'agence désignée en en-tête, titulaire de la carte professionnelle mentionnée, " +
  "agissant en vertu du mandat de gestion qui lui a été confié.";

export const REVISION =
  "Le loyer est révisé chaque année à la date anniversaire de la prise d'effet du contrat, en fonction de la variation de l'indice de " +
  "référence des loyers (IRL) publié par l'INSEE : l'indice de référence est celui du trimestre indiqué ci-dessous, comparé à celui " +
  "du même trimestre de l'année suivante (article 17-1 de la loi du 6 juillet 1989).";

export const ENCADREMENT =
  "Le logement est situé dans une zone où le loyer est encadré : le loyer de base ne peut excéder le loyer de référence majoré fixé " +
  "par arrêté préfectoral, sauf complément de loyer justifié par des caractéristiques de localisation ou de confort déterminantes " +
  "(article 140 de la loi n° 2018-1021 du 23 novembre 2018).";

export const CHARGES =
  "Les charges récupérables sont payées par provisions mensuelles, avec une régularisation annuelle sur justificatifs " +
  "(article 23 de la loi du 6 juillet 1989).";

export const PAIEMENT =
  "Le loyer et les charges sont payables mensuellement et d'avance (terme à échoir).";

export const DEPOT =
  "Le dépôt de garantie, qui ne peut excéder un mois de loyer hors charges, ne porte pas intérêt. Il est restitué dans un délai " +
  "d'un mois à compter de la remise des clés lorsque l'état des lieux de sortie est conforme à l'état des lieux d'entrée, de deux " +
  "mois dans le cas contraire, déduction faite des sommes restant dues au bailleur (article 22 de la loi du 6 juillet 1989).";

export const SOLIDARITE =
  "Les colocataires et les titulaires du bail sont tenus solidairement et indivisiblement de l'exécution de toutes les obligations " +
  "du présent contrat, notamment du paiement des loyers, charges et accessoires (article 8-1 de la loi du 6 juillet 1989).";

export const RESOLUTOIRE =
  "Clause résolutoire : le présent contrat sera résilié de plein droit, après commandement de payer demeuré infructueux pendant " +
  "six semaines, à défaut de paiement du loyer, des charges ou du dépôt de garantie aux termes convenus, ainsi qu'à défaut " +
  "d'assurance des risques locatifs, un mois après un commandement demeuré infructueux, ou en cas de troubles de voisinage " +
  "constatés par une décision de justice passée en force de chose jugée (articles 4 et 24 de la loi du 6 juillet 1989).";

export const HONORAIRES =
  "Les honoraires de location à la charge du locataire (visite, constitution du dossier, rédaction du bail, état des lieux) " +
  "n'excèdent pas ceux du bailleur ni les plafonds fixés par le décret n° 2014-890 du 1er août 2014.";

export const ANNEXES = [
  "Extrait du règlement de copropriété concernant la destination de l'immeuble et la jouissance des parties privatives et communes",
  "Dossier de diagnostic technique (diagnostic de performance énergétique, constat de risque d'exposition au plomb, état des risques, état de l'installation intérieure d'électricité et de gaz)",
  "Notice d'information relative aux droits et obligations des locataires et des bailleurs",
  "État des lieux d'entrée",
  "Acte de cautionnement, le cas échéant",
];

export const MENTION_SIGNATURE = "Signature précédée de la mention manuscrite « Lu et approuvé »";
