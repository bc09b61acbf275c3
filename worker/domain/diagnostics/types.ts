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
  "bruit",
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
  bruit: "Document d'information sur les zones de bruit des aérodromes",
};

/** One diagnostic as entered (and stored: worker/db/schema/diagnostic.ts). */
export interface DiagnosticSaisi {
  type: TypeDiagnostic;
  /** The day it was made (YYYY-MM-DD). */
  dateRealisation: string;
  resultat?: string | null;
  /** DPE: A to G. */
  classe?: string | null;
  /** DPE: the class an ADEME attestation gives it (arrêtés du 25/03/2024 and 13/08/2025); read in place of `classe`. */
  classeApresAttestation?: string | null;
  /** DPE: the attestation's day and source (its number, the ADEME's observatory...). */
  dateAttestation?: string | null;
  sourceAttestation?: string | null;
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
  /** The commune is exposed to a risk: an ERP is annexed (true unless said otherwise). */
  zoneRisques?: boolean | number | null;
  /** In an airport noise zone: the noise notice is annexed. */
  zoneBruit?: boolean | number | null;
}

/**
 * - `valide`: needed (or given) and valid at the date;
 * - `expire`: given but out of date at the date;
 * - `manquant`: needed and not given;
 * - `non_requis`: not needed for this lot and not given.
 */
export type StatutDiagnostic = "valide" | "expire" | "manquant" | "non_requis";

/**
 * What the lease does with a kind (loi n° 89-462, art. 3 and 3-3): `annexe`, annexed (its absence stops the print);
 * `mention`, written in the lease (the living area); `a_disposition`, kept available to the tenant (asbestos, CSP
 * art. R1334-29-5), never blocking.
 */
export type NatureDiagnostic = "annexe" | "mention" | "a_disposition";

export interface EtatDiagnostic {
  type: TypeDiagnostic;
  libelle: string;
  nature: NatureDiagnostic;
  /** Something to act on that does not block the lease, in French (an asbestos report made before 2013); or null. */
  avertissement: string | null;
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

/** The DPE class every rule reads: the one an ADEME attestation gives when recorded, else the report's. */
export const classeLue = (d: Pick<DiagnosticSaisi, "classe" | "classeApresAttestation">) =>
  d.classeApresAttestation || d.classe || null;
