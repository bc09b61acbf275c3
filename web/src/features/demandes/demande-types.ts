import type { RowOf } from "@/api/answers";

// A request as the API answers it (the contract's `demande`), its states in French and their badge colours.

export type Demande = RowOf<"GET /demandes">;
export type StatutDemande = Demande["statut"];

export const STATUTS: { value: StatutDemande; label: string }[] = [
  { value: "nouvelle", label: "Nouvelle" },
  { value: "en_cours", label: "En cours" },
  { value: "traitee", label: "Traitée" },
];

export const statutLabel = (s: StatutDemande) => STATUTS.find((x) => x.value === s)?.label ?? s;

export const STATUT_VARIANT: Record<StatutDemande, "info" | "warning" | "success"> = {
  nouvelle: "info",
  en_cours: "warning",
  traitee: "success",
};

/** Mirrors the server's limits (worker/domain/demandes/regles.ts, upload-limits.ts): told before sending. */
export { OBJET_MAX, TEXTE_MAX } from "@worker/domain/demandes/limites";
export { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT } from "@worker/domain/upload-limits";
