import type { StatutHistorique } from "@worker/domain/iban-verification/regles";

/** The badge's colour of an IBAN's status: the owner's screen and an import's IBANs alike. */
export const VARIANTES_IBAN: Record<StatutHistorique, "warning" | "success" | "secondary"> = {
  a_verifier: "warning",
  verifie: "success",
  remplace: "secondary",
};
