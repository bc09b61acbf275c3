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
export const MSG_DECENNALE_NON_LEVEE =
  "L'assurance décennale du fournisseur ne couvre pas cette intervention : un administrateur doit lever l'alerte avant le paiement.";
export const MSG_RIEN_A_LEVER = "Cette intervention n'a pas d'alerte sur l'assurance décennale.";
