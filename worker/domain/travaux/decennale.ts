import type { Decennale, Metier } from "./types";
import { METIER_LABELS } from "./types";

// The décennale check (issue 76, item 1): a builder's ten-year liability insurance is compulsory for construction
// work and must be valid on the day the work starts (the opening of the site) and cover the trade. The rule, dated,
// with its source: a later change of the law is a new row, never an edit.

export interface RegleDecennale {
  /** In force from this day (YYYY-MM-DD). */
  du: string;
  source: string;
  /** Trades the obligation reaches (work on the building's structure and its fixtures). */
  metiers: readonly Metier[];
}

export const REGLES_DECENNALE: readonly RegleDecennale[] = [
  {
    du: "1979-01-01",
    source:
      "Code des assurances, art. L241-1 (loi n° 78-12 du 4 janvier 1978, dite Spinetta) ; attestation : arrêté du 5 janvier 2016",
    metiers: [
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
    ],
  },
];

/** The rule in force on `jour`, or undefined before any. */
export const regleDecennale = (jour: string) =>
  [...REGLES_DECENNALE].reverse().find((r) => r.du <= jour);

const jourFr = (d: string) => d.split("-").reverse().join("/");

/**
 * The warning of an order of trade `metier` on `jour` given to a supplier holding `decennale` (null: none on
 * file), in French; null when the insurance is valid that day and covers the trade, or the trade needs none.
 */
export function alerteDecennale(
  decennale: Decennale | null | undefined,
  metier: Metier,
  jour: string,
): string | null {
  const regle = regleDecennale(jour);
  if (!regle?.metiers.includes(metier)) return null;
  if (!decennale) return "Aucune assurance décennale n'est enregistrée pour ce fournisseur.";
  if (jour < decennale.du || jour > decennale.au)
    return `L'assurance décennale du fournisseur n'est pas valide le ${jourFr(jour)} (du ${jourFr(decennale.du)} au ${jourFr(decennale.au)}).`;
  if (!decennale.activites.includes(metier))
    return `L'assurance décennale du fournisseur ne couvre pas l'activité « ${METIER_LABELS[metier]} ».`;
  return null;
}

export const REGLE_ECHEANCE_DECENNALE = `Assurance décennale obligatoire du fournisseur, valide à l'ouverture du chantier et couvrant son activité (${REGLES_DECENNALE[0]?.source}).`;
