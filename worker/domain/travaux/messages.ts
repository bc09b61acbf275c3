import { ETAT_INTERVENTION_LABELS, type EtatIntervention } from "./types";

// What staff read when a work order's write is refused (issue 76).

export const MSG_LOT_INTROUVABLE = "Ce lot est introuvable ou archivé.";
export const MSG_DEMANDE_AUTRE_LOT = "Cette demande est introuvable ou ne concerne pas ce lot.";
export const MSG_FOURNISSEUR_INTROUVABLE = "Ce fournisseur est introuvable ou archivé.";
export const msgDemandeDejaCommandee = (id: number) =>
  `Cette demande a déjà son intervention (n° ${id}).`;
export const msgPassageImpossible = (de: EtatIntervention, vers: EtatIntervention) =>
  `Une intervention « ${ETAT_INTERVENTION_LABELS[de]} » ne peut pas passer à « ${ETAT_INTERVENTION_LABELS[vers]} ».`;
export const MSG_SANS_FOURNISSEUR = "Choisissez le fournisseur avant de commander l'intervention.";
// What the owners approved is what they pay (ADR 175): the quote's choice applies the mandate's ceiling, above it
// their decision orders the works.
export const MSG_ACCORD_ATTENDU =
  "Cette intervention attend l'accord des propriétaires : c'est leur décision qui la commande.";
export const MSG_CHOISIR_DEVIS =
  "Choisissez un devis pour commander cette intervention : le choix applique le plafond du mandat.";
export const MSG_DECENNALE_NON_LEVEE =
  "L'assurance décennale du fournisseur ne couvre pas cette intervention : un administrateur doit lever l'alerte avant le paiement.";
export const MSG_RIEN_A_LEVER = "Cette intervention n'a pas d'alerte sur l'assurance décennale.";

// Quotes and the owners' approval (item 3, ADR 120).
export const MSG_DEVIS_TVA_REDUITE =
  "Un taux réduit demande un logement achevé depuis plus de deux ans (lot à usage d'habitation, période de construction connue).";
export const MSG_DEVIS_ETAT =
  "Cette intervention ne reçoit plus de devis : elle est commandée, terminée ou annulée.";
export const MSG_DEVIS_DEJA_CHOISI = "Un devis est déjà choisi pour cette intervention.";
export const MSG_DEVIS_PAS_A_CHOISIR =
  "Un devis se choisit sur une intervention « Devis reçu » : celle-ci n'en est pas là.";
export const MSG_PAS_DE_DECISION_ATTENDUE = "Cette intervention n'attend pas votre décision.";
