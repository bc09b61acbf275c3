import type { EtatIntervention } from "@worker/domain/travaux/types";
import { SUIVANTS } from "@worker/domain/travaux/etats";

// How an order's state shows (issue 76, ADR 129): its badge's colour, and the moves staff make by hand. The others
// are made by what causes them: « En attente du propriétaire » by choosing a quote, « Facturée » by the invoice,
// « Payée » by a validated payout batch.

export const ETAT_VARIANT: Record<
  EtatIntervention,
  "info" | "warning" | "success" | "secondary" | "destructive"
> = {
  ouverte: "info",
  devis_demande: "info",
  devis_recu: "info",
  attente_proprietaire: "warning",
  commandee: "warning",
  realisee: "warning",
  facturee: "warning",
  payee: "success",
  annulee: "secondary",
};

const PAR_UN_AUTRE_ECRAN: readonly EtatIntervention[] = [
  "attente_proprietaire",
  "facturee",
  "payee",
];

/**
 * The buttons' moves from `etat`, « Annuler » last (it asks a confirmation). An order « Devis reçu » is ordered by
 * choosing its quote (the mandate's ceiling applies, ADR 175), not by a « Commander » the server would refuse.
 */
export const mouvementsManuels = (etat: EtatIntervention) =>
  SUIVANTS[etat].filter(
    (e) => !PAR_UN_AUTRE_ECRAN.includes(e) && !(etat === "devis_recu" && e === "commandee"),
  );

export const LIBELLE_MOUVEMENT: Partial<Record<EtatIntervention, string>> = {
  devis_demande: "Devis demandé",
  commandee: "Commander",
  realisee: "Marquer réalisée",
  annulee: "Annuler l'intervention",
};
