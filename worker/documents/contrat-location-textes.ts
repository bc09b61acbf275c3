// The fixed wording of the lease (type contracts of décret n° 2015-587 du 29 mai 2015, annexes 1 and 2, loi n° 89-462
// du 6 juillet 1989; the bail mobilité of its titre Ier ter): kept apart so that the lease file only says what goes where.

import { REGLES_BAIL, type TypeBail } from "../domain/bail/types-bail";

const LOI =
  "loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986";

/**
 * The lease's legal basis by kind: an unfurnished lease is governed by the titre Ier of loi n° 89-462 (décret n°
 * 2015-587, annexe 1), a furnished or student lease by its titre Ier bis (annexe 2), a bail mobilité by its titre Ier
 * ter (created by loi n° 2018-1021, art. 107), whose art. 25-13 requires this very sentence.
 */
export function referenceLegale(type: TypeBail): string {
  switch (type) {
    case "nu":
      return `Contrat type de location ou de colocation de logement nu, soumis au titre Ier de la ${LOI}, établi conformément à l'annexe 1 du décret n° 2015-587 du 29 mai 2015 relatif aux contrats types de location de logement à usage de résidence principale.`;
    case "meublé":
      return `Contrat type de location ou de colocation de logement meublé, soumis au titre Ier bis de la ${LOI}, établi conformément à l'annexe 2 du décret n° 2015-587 du 29 mai 2015 relatif aux contrats types de location de logement à usage de résidence principale.`;
    case "étudiant":
      return `Contrat type de location de logement meublé consenti à un étudiant pour une durée de neuf mois (article 25-7, alinéa 2), soumis au titre Ier bis de la ${LOI}, établi conformément à l'annexe 2 du décret n° 2015-587 du 29 mai 2015.`;
    case "mobilité":
      return `Le présent contrat de location est un bail mobilité régi par le titre Ier ter de la loi n° 89-462 du 6 juillet 1989 (articles 25-12 et suivants, issus de l'article 107 de la loi n° 2018-1021 du 23 novembre 2018 dite ELAN). Il est établi sur le modèle de l'annexe 2 du décret n° 2015-587 du 29 mai 2015 (logement meublé).`;
  }
}

/**
 * A secondary residence is outside the titres of loi n° 89-462 that govern main residences (its articles 2 and
 * 25-3): the lease is governed by the code civil (articles 1714 and following) and takes up the law's terms by
 * agreement.
 */
export function referenceSecondaire(type: TypeBail): string {
  const r = REGLES_BAIL[type];
  return (
    `Contrat de location d'un ${r.logement.charAt(0).toLowerCase()}${r.logement.slice(1)} à usage de résidence secondaire, régi par les articles 1714 et suivants du code ` +
    `civil : il n'est pas soumis au ${r.titre} de la loi n° 89-462 du 6 juillet 1989, dont les ` +
    "dispositions citées ci-après s'appliquent par la seule volonté des parties."
  );
}

/** Loi n° 89-462, art. 25-4 and 25-5, décret n° 2015-981: a furnished dwelling and its inventory of furniture. */
export const MEUBLE =
  "Le logement est loué meublé : il comporte au moins les éléments de mobilier fixés par le décret n° 2015-981 du 31 juillet 2015, " +
  "permettant au locataire d'y dormir, manger et vivre convenablement. L'inventaire et l'état détaillé du mobilier sont annexés au " +
  "présent contrat (articles 25-4 et 25-5 de la loi du 6 juillet 1989).";

/** Art. 25-12 and 25-13: the tenant's situation that opens the bail mobilité, stated in the lease. */
export const MOBILITE_MOTIF =
  "Le locataire justifie, à la date de prise d'effet du bail, être en formation professionnelle, en études supérieures, en contrat " +
  "d'apprentissage, en stage, en engagement volontaire dans le cadre d'un service civique, en mutation professionnelle ou en mission " +
  "temporaire dans le cadre de son activité professionnelle (article 25-12). Le motif retenu est indiqué ci-dessous (article 25-13).";

/** Art. 25-14: the bail mobilité's term, one to ten months, neither renewed nor extended. */
export const MOBILITE_DUREE =
  "Le présent contrat est un bail mobilité conclu pour une durée de un à dix mois. Il n'est ni renouvelable ni reconductible ; sa " +
  "durée peut être modifiée une fois par avenant sans que la durée totale du contrat dépasse dix mois (article 25-14).";

/** Titre Ier ter: the bail mobilité's charges are a fixed amount, never regularised. */
export const CHARGES_FORFAIT =
  "Les charges locatives sont récupérées sous la forme d'un forfait versé en même temps que le loyer, qui ne peut donner lieu à " +
  "complément ni à régularisation ultérieure (titre Ier ter de la loi du 6 juillet 1989).";

/** Titre Ier ter: the prohibition of a deposit, which the bail mobilité must state (art. 25-13). */
export const DEPOT_MOBILITE =
  "Aucun dépôt de garantie ne peut être exigé par le bailleur dans le cadre d'un bail mobilité (article 25-13 de la loi du 6 juillet 1989).";

/** A rent of a bail mobilité is not revised during its term (ten months at most: no anniversary is reached). */
export const REVISION_MOBILITE = "Le loyer n'est pas révisé en cours de bail.";

/** Décret n° 2015-587, annexe, II A (as amended): the energy expense's estimate and its reference year. */
export const DEPENSE_ENERGIE =
  "Montant estimé des dépenses annuelles d'énergie pour un usage standard, établi à partir des prix énergétiques de l'année de " +
  "référence indiquée (abonnements compris), tel qu'il figure au diagnostic de performance énergétique annexé.";

/** Décret n° 2015-587, annexe, IV A: the last rent of the previous tenant, in zone tendue. */
export const LOYER_PRECEDENT =
  "Informations relatives au loyer du dernier locataire (logement situé en zone tendue, lorsque le précédent locataire a quitté le " +
  "logement moins de dix-huit mois avant la signature du contrat).";

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

/** Art. 22 (unfurnished: one month) and art. 25-6 (furnished: two months), the rest of art. 22 for both. */
export const depot = (type: TypeBail) =>
  `Le dépôt de garantie, qui ne peut excéder ${type === "nu" ? "un mois" : "deux mois"} de loyer hors charges${type === "nu" ? "" : " (article 25-6)"}, ` +
  "ne porte pas intérêt. Il est restitué dans un délai d'un mois à compter de la remise des clés lorsque l'état des lieux de " +
  "sortie est conforme à l'état des lieux d'entrée, de deux mois dans le cas contraire, déduction faite des sommes restant dues " +
  "au bailleur (article 22 de la loi du 6 juillet 1989).";

export const SOLIDARITE =
  "Les colocataires et les titulaires du bail sont tenus solidairement et indivisiblement de l'exécution de toutes les obligations " +
  "du présent contrat, notamment du paiement des loyers, charges et accessoires (article 8-1 de la loi du 6 juillet 1989).";

export const RESOLUTOIRE =
  "Clause résolutoire : le présent contrat sera résilié de plein droit, après commandement de payer demeuré infructueux pendant " +
  "six semaines, à défaut de paiement du loyer, des charges ou du dépôt de garantie aux termes convenus, ainsi qu'à défaut " +
  "d'assurance des risques locatifs, un mois après un commandement demeuré infructueux, ou en cas de troubles de voisinage " +
  "constatés par une décision de justice passée en force de chose jugée (articles 4 et 24 de la loi du 6 juillet 1989).";

/** Loi n° 89-462, art. 5 I: the tenant's share never exceeds the lessor's nor the ceilings of décret n° 2014-890. */
export const HONORAIRES =
  "Les honoraires de location à la charge du locataire (visite, constitution du dossier, rédaction du bail, état des lieux) " +
  "n'excèdent pas ceux du bailleur ni les plafonds fixés par le décret n° 2014-890 du 1er août 2014 (article 5 de la loi du " +
  "6 juillet 1989).";

export const HONORAIRES_BAILLEUR =
  "Au moins égaux aux honoraires à la charge du locataire, le solde des prestations étant à la charge du bailleur";

/** The technical annex in general terms; the lease lists the lot's own diagnostics in its place (issue 63). */
export const ANNEXE_DDT =
  "Dossier de diagnostic technique (diagnostic de performance énergétique, constat de risque d'exposition au plomb, état des risques, état de l'installation intérieure d'électricité et de gaz)";

export const ANNEXES = [
  "Extrait du règlement de copropriété concernant la destination de l'immeuble et la jouissance des parties privatives et communes",
  ANNEXE_DDT,
  "Notice d'information relative aux droits et obligations des locataires et des bailleurs",
  "État des lieux d'entrée",
  "Acte de cautionnement, le cas échéant",
];

export const MENTION_SIGNATURE = "Signature précédée de la mention manuscrite « Lu et approuvé »";
