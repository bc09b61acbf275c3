import { ETATS_INTERVENTION, type EtatIntervention } from "./types";

// Which state a work order may move to from each (issue 76, item 2). A repair without a quote (an urgent one, a
// small one) goes from `ouverte` to `commandee`; staff may step back a quote asked for again. An order with a quote
// is ordered by the quote's choice or the owners' decision, never by hand (ADR 175). `payee` and `annulee`
// are final. The owner's approval and the payout move the order themselves (items 3 and 5).

export const SUIVANTS: Record<EtatIntervention, readonly EtatIntervention[]> = {
  ouverte: ["devis_demande", "commandee", "annulee"],
  devis_demande: ["devis_recu", "annulee"],
  devis_recu: ["attente_proprietaire", "commandee", "devis_demande", "annulee"],
  // Ordered by the owners' decision only (ADR 175), never by staff's hand.
  attente_proprietaire: ["devis_demande", "annulee"],
  commandee: ["realisee", "annulee"],
  realisee: ["facturee"],
  facturee: ["payee"],
  payee: [],
  annulee: [],
};

export const peutPasser = (de: EtatIntervention, vers: EtatIntervention) =>
  SUIVANTS[de].includes(vers);

/** The SQL list of the states `vers` may be reached from, for the conditional write. */
export const precedents = (vers: EtatIntervention): EtatIntervention[] =>
  ETATS_INTERVENTION.filter((de) => SUIVANTS[de].includes(vers));
