// Works and repairs (issue 76): the words of the domain, shared by the server and the web.

/**
 * The trades of the works: a work order's, and those a décennale covers (the décennale must cover the order's).
 */
export const METIERS_TRAVAUX = [
  "plomberie",
  "electricite",
  "serrurerie",
  "chauffage",
  "toiture",
  "peinture",
  "menuiserie",
  "vitrerie",
  "maconnerie",
  "multi_services",
] as const;
export type MetierTravaux = (typeof METIERS_TRAVAUX)[number];

/**
 * A supplier's trades: the works', and « Assurance (primes GLI) », the GLI insurer, a supplier the batch pays the
 * premiums to (ADR 128). Not a trade of the works: no décennale covers it, no order is placed for it.
 */
export const METIERS = [...METIERS_TRAVAUX, "assurance"] as const;
export type Metier = (typeof METIERS)[number];

export const METIER_LABELS: Record<Metier, string> = {
  plomberie: "Plomberie",
  electricite: "Électricité",
  serrurerie: "Serrurerie",
  chauffage: "Chauffage",
  toiture: "Toiture",
  peinture: "Peinture",
  menuiserie: "Menuiserie",
  vitrerie: "Vitrerie",
  maconnerie: "Maçonnerie",
  multi_services: "Multi-services",
  assurance: "Assurance (primes GLI)",
};

/** The décennale insurance's certificate: insurer, policy, its validity (YYYY-MM-DD) and the trades it covers. */
export interface Decennale {
  assureur: string;
  police: string;
  du: string;
  au: string;
  activites: Metier[];
}

/** The supplier's professional liability insurance. */
export interface RcPro {
  assureur: string;
  police: string;
  au: string | null;
}

/** A work order's states, in their order; `annulee` from any state before it is paid. */
export const ETATS_INTERVENTION = [
  "ouverte",
  "devis_demande",
  "devis_recu",
  "attente_proprietaire",
  "commandee",
  "realisee",
  "facturee",
  "payee",
  "annulee",
] as const;
export type EtatIntervention = (typeof ETATS_INTERVENTION)[number];

export const ETAT_INTERVENTION_LABELS: Record<EtatIntervention, string> = {
  ouverte: "Ouverte",
  devis_demande: "Devis demandé",
  devis_recu: "Devis reçu",
  attente_proprietaire: "En attente du propriétaire",
  commandee: "Commandée",
  realisee: "Réalisée",
  facturee: "Facturée",
  payee: "Payée",
  annulee: "Annulée",
};
