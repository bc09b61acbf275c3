// The labels of the tenant's account, in French (ledger lines, statements, reminders). Pure.
import { MOIS_FR } from "../dates";
import { libelleIndemnite, MODE_INDEMNITE } from "../garanties/indemnite-compte";

/** "2026-11" -> "novembre 2026". */
export const moisLong = (mois: string) =>
  `${MOIS_FR[Number(mois.slice(5, 7)) - 1] ?? ""} ${mois.slice(0, 4)}`;

/** "2026-11-23" -> "23/11/2026". */
export const jourCourt = (day: string) =>
  `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export const libelleEcheance = (mois: string) => `Loyer et charges ${moisLong(mois)}`;
export const libelleRevision = (mois: string) => `Révision de l'échéance ${moisLong(mois)}`;
export const libelleSuppression = (mois: string) => `Échéance ${moisLong(mois)} supprimée`;
export const libellePaiement = (mode: string, reference?: string | null) =>
  // An insurer's indemnity (issue 78, ADR 122) reads as such, never as the tenant's payment.
  mode === MODE_INDEMNITE
    ? libelleIndemnite(reference ?? "")
    : `Paiement (${mode})${reference ? ` réf. ${reference}` : ""}`;
export const libelleAnnulation = (date: string, mode: string, motif: string) =>
  `Annulation du paiement du ${jourCourt(date)} (${mode}) : ${motif}`;
export const libelleRemise = (motif: string) => `Remise : ${motif}`;

/** What staff see of the tenant's answer on a term. */
export const texteDeclaration = (paye: boolean, jour: string) =>
  `Le locataire a déclaré ${paye ? "avoir payé" : "ne pas avoir payé"} le ${jourCourt(jour)}`;

/** The ledger line of a charges regularisation (debit: the tenant owes it; credit: it is refunded). */
export const libelleRegularisation = (du: string, au: string) =>
  `Régularisation des charges du ${jourCourt(du)} au ${jourCourt(au)}`;

/** The move-in charges' lines (issue 39 item 8), and their correction when the lease's amount changes. */
export const LIBELLE_DEPOT = "Dépôt de garantie";
export const LIBELLE_HONORAIRES_LOCATION = "Honoraires de location (part du locataire)";
export const libelleCorrectionEmmenagement = (libelle: string) => `${libelle} : montant corrigé`;

/** The opening balances of an import (issue 61): the tenant's or the owner's balance, and the deposit already held. */
export const libelleReprise = (dateReprise: string) =>
  `Reprise de solde au ${jourCourt(dateReprise)}`;
export const LIBELLE_DEPOT_DETENU = "Dépôt de garantie détenu";
