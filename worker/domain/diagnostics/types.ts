// The diagnostics of a lot (issue 63): the kinds of the « dossier de diagnostic technique » a lease annexes
// (loi n° 89-462, art. 3-3), what staff enter of each, and what the rules answer about it at a date.

export const TYPES_DIAGNOSTIC = [
  "dpe",
  "crep",
  "electricite",
  "gaz",
  "erp",
  "amiante",
  "surface",
] as const;
export type TypeDiagnostic = (typeof TYPES_DIAGNOSTIC)[number];

export const LIBELLES_DIAGNOSTIC: Record<TypeDiagnostic, string> = {
  dpe: "Diagnostic de performance énergétique (DPE)",
  crep: "Constat de risque d'exposition au plomb (CREP)",
  electricite: "État de l'installation intérieure d'électricité",
  gaz: "État de l'installation intérieure de gaz",
  erp: "État des risques (ERP)",
  amiante: "Repérage amiante (parties privatives)",
  surface: "Surface habitable (loi Boutin)",
};

/** One diagnostic as entered (and stored: worker/db/schema/diagnostic.ts). */
export interface DiagnosticSaisi {
  type: TypeDiagnostic;
  /** The day it was made (YYYY-MM-DD). */
  dateRealisation: string;
  resultat?: string | null;
  /** DPE: A to G. */
  classe?: string | null;
  /** DPE: final energy, kWh/m²/year. */
  energieFinale?: number | null;
  /** Lead above the threshold (CREP), asbestos found (amiante), anomalies (électricité, gaz). */
  positif?: boolean | null;
  /** Surface: m². */
  surface?: number | null;
  FichierId?: number | null;
}

/** What of the lot decides which diagnostics are needed (Appartement's columns). */
export interface LotDiagnostics {
  periodeConstruction: string | null;
  datePermisConstruire: string | null;
  anneeInstallationElectricite: number | null;
  /** Null: no gas installation. */
  anneeInstallationGaz: number | null;
}

/**
 * - `valide`: needed (or given) and valid at the date;
 * - `expire`: given but out of date at the date;
 * - `manquant`: needed and not given;
 * - `non_requis`: not needed for this lot and not given.
 */
export type StatutDiagnostic = "valide" | "expire" | "manquant" | "non_requis";

export interface EtatDiagnostic {
  type: TypeDiagnostic;
  libelle: string;
  /** Needed for a lease of this lot at the date. */
  requis: boolean;
  /** Why it is needed or not, in French. */
  raison: string;
  statut: StatutDiagnostic;
  /** The last day it is valid (YYYY-MM-DD); null when unlimited or not given. */
  finValidite: string | null;
  /** The rule applied and its source, in French. */
  regle: string;
  diagnostic: DiagnosticSaisi | null;
}
