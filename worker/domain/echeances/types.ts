// One calendar of every dated obligation of the agency (issue 63): GET /api/echeances, the « Échéances » screen, the
// dashboard's card and the weekly e-mail all read items of this shape.

export const TYPES_ECHEANCE = [
  /** A lot's diagnostic ends (AppartementId). */
  "diagnostic",
  /** A lease whose next tacit renewal falls on a dwelling no longer decent then (DossierId): to review. */
  "decence",
  /** The end of a lease's term, or its next tacit renewal (DossierId). */
  "fin_bail",
  /** The last day for the landlord's notice (congé) before that end (DossierId). */
  "conge_bailleur",
  /** The tenant's home insurance certificate ends (DossierId). */
  "assurance",
  /** The insurance missing: the formal notice, then a month later the landlord may insure (art. 7 g; DossierId). */
  "assurance_mise_en_demeure",
  /** A lease's IRL revision date, and the last day to claim the one due (art. 17-1; DossierId). */
  "revision_irl",
  /** The yearly charges regularisation, and its breakdown a month before (art. 23; DossierId). */
  "regularisation",
  /** The deposit's return, one or two months after the keys (art. 22; DossierId). */
  "restitution_depot",
  /** The end of the tenant's notice (DossierId). */
  "fin_preavis",
  /** The yearly boiler maintenance certificate is due (DossierId). */
  "chaudiere",
  /** A lease under rent control without its reference rents (DossierId): to complete. */
  "encadrement",
  /** A management mandate's term ends, or its next renewal (MissionId). */
  "mandat",
  /** The letter to a consumer owner before the mandate's tacit renewal (C. consom. L215-1; MissionId). */
  "mandat_reconduction",
  /** The agency's professional card, financial guarantee and professional insurance end. */
  "carte_professionnelle",
  "garantie_financiere",
  "assurance_rcp",
  /** An unpaid rent of a lease in tiers payant to declare to the CAF or MSA, by its last day (R.824-1; DossierId). */
  "caf_impaye",
  /** A tenant in tiers payant leaves: tell the CAF or MSA (DossierId). */
  "caf_depart",
  /** Issue 78: a claim step of an unpaid term of a lease under a GLI or Visale (DossierId). */
  "gli_relance",
  "gli_mise_en_demeure",
  "gli_declaration",
  "visale_mise_en_demeure",
  "visale_declaration",
  /** A supplier's décennale insurance ends (FournisseurId; issue 76). */
  "fournisseur_decennale",
] as const;
export type TypeEcheance = (typeof TYPES_ECHEANCE)[number];

export const LIBELLES_TYPE_ECHEANCE: Record<TypeEcheance, string> = {
  diagnostic: "Diagnostic",
  decence: "Décence énergétique",
  fin_bail: "Fin de bail",
  conge_bailleur: "Congé du bailleur",
  assurance: "Assurance habitation",
  assurance_mise_en_demeure: "Mise en demeure d'assurance",
  revision_irl: "Révision IRL",
  regularisation: "Régularisation des charges",
  restitution_depot: "Restitution du dépôt de garantie",
  fin_preavis: "Fin de préavis",
  chaudiere: "Entretien de la chaudière",
  encadrement: "Encadrement des loyers",
  mandat: "Mandat de gestion",
  mandat_reconduction: "Reconduction du mandat (lettre L215-1)",
  carte_professionnelle: "Carte professionnelle",
  garantie_financiere: "Garantie financière",
  assurance_rcp: "Assurance RCP",
  caf_impaye: "Impayé à déclarer à la CAF",
  caf_depart: "Départ à signaler à la CAF",
  gli_relance: "GLI : relance",
  gli_mise_en_demeure: "GLI : mise en demeure",
  gli_declaration: "GLI : déclaration de sinistre",
  visale_mise_en_demeure: "Visale : mise en demeure",
  visale_declaration: "Visale : déclaration",
  fournisseur_decennale: "Assurance décennale d'un fournisseur",
};

/** `expire`: the date is past (before today); `bientot`: within BIENTOT_JOURS; `ok`: later. */
export const NIVEAUX_ECHEANCE = ["expire", "bientot", "ok"] as const;
export type NiveauEcheance = (typeof NIVEAUX_ECHEANCE)[number];

/** « Bientôt »: within 60 days, the weekly e-mail's horizon. */
export const BIENTOT_JOURS = 60;

export interface Echeance {
  /** The obligation's day (YYYY-MM-DD). */
  date: string;
  type: TypeEcheance;
  niveau: NiveauEcheance;
  AppartementId?: number;
  DossierId?: number;
  MissionId?: number;
  FournisseurId?: number;
  /** What is due, in French, naming the lot or the tenant. */
  libelle: string;
  /** The rule and its source, in French. */
  regle: string;
}
