// The supplier payouts' messages (issue 76, item 5, ADR 121): why an invoice waits, and the batch's refusals.

export const MSG_FOURNISSEUR_SANS_IBAN = "Le fournisseur n'a pas d'IBAN.";
export const MSG_IBAN_FOURNISSEUR_A_VERIFIER =
  "L'IBAN du fournisseur doit encore être confirmé par une seconde personne.";
export const MSG_FONDS_INSUFFISANTS =
  "Les comptes des propriétaires du lot ne couvrent pas cette facture : elle attend leurs fonds.";
export const MSG_AUCUNE_FACTURE = "Aucune facture ne peut être payée à cette date.";
export const MSG_PAIEMENT_INTROUVABLE = "Le paiement des fournisseurs est introuvable.";
export const MSG_PAIEMENT_DEJA_VALIDE = "Ce paiement des fournisseurs est déjà validé.";
/** A draft validated after its execution day would debit the owners on a past day (ADR 175, as the owners' payouts). */
export const MSG_DATE_PASSEE_PAIEMENT =
  "La date d'exécution de ce paiement est passée : supprimez ce brouillon et préparez-en un autre.";
export const MSG_QUATRE_YEUX =
  "Vous avez préparé ce paiement : il doit être validé par un autre administrateur ou comptable.";
export const MSG_PAIEMENT_VALIDE_NON_SUPPRIMABLE =
  "Un paiement des fournisseurs validé ne se supprime pas : les propriétaires ont été débités et son fichier SEPA émis.";
export const MSG_PAIEMENT_BROUILLON = "Validez ce paiement avant de télécharger son fichier SEPA.";

/** The file's name, as the owners' payouts' (reversements-<date>.xml). */
export const nomFichierPaiement = (date: string) => `fournisseurs-${date}.xml`;

// ADR 128: the funds checked again when the money leaves, the insurers' premiums in the same batch.
export const MSG_FONDS_INSUFFISANTS_VALIDATION =
  "Les comptes des propriétaires du lot ne couvrent plus cette facture à la validation : elle est retirée du paiement et attend leurs fonds.";
export const msgAucuneFactureCouverte = (factures: string[]) =>
  `Les comptes des propriétaires ne couvrent plus ces factures : ${factures.join(", ")}. Rien n'a été validé.`;
export const MSG_ASSUREUR_SANS_FOURNISSEUR =
  "Le contrat GLI ne désigne pas son assureur parmi les fournisseurs (avec son IBAN).";
export const MSG_PAYEE_PAR_PAIEMENT =
  "Une intervention passe « Payée » seulement quand le paiement de sa facture part dans un lot de paiement des fournisseurs validé.";

/** ADR 166: an insurer's claim (a recovery reversed after its transfer) waits for a transfer to that insurer it fits. */
export const MSG_CREANCE_EN_ATTENTE =
  "À réclamer à l'assureur : déduite de son prochain reversement, quand les récupérations à lui reverser la couvrent.";
