import type { Periode } from "./periode";

// The yearly decree limiting a rent on re-letting in zone tendue (loi n° 89-462, art. 18; décret n° 2017-1198 du 27
// juillet 2017, renewed for one year each summer): a lease signed in a row's period may not exceed the previous
// tenant's last rent, IRL-revised when it was not revised in the twelve months before the new lease (art. 3), save
// the decree's cases (art. 2: a first letting, a dwelling without a tenant for more than 18 months; art. 4: works of
// at least half the last year's rent, a manifestly under-valued rent). One row per yearly text; the next year's
// decree is a row an admin adds in Paramètres > Réglementation until a release ships it. The text has been renewed
// every summer since 2012 (décret n° 2012-894, then n° 2017-1198 and its yearly amendments): a signature after the
// last row known is held to the last row, presumed renewed, and said so (plafond-relocation.ts), rather than let
// an agency re-let above the cap because this product has not yet heard of the summer's text.

export const DECRETS_RELOCATION: readonly Periode[] = [
  {
    debut: "2017-08-01",
    fin: "2024-07-31",
    source: "décret n° 2017-1198 du 27 juillet 2017 et ses prorogations annuelles",
  },
  {
    debut: "2024-08-01",
    fin: "2025-07-31",
    source:
      "décret n° 2017-1198 du 27 juillet 2017, modifié par le décret n° 2024-854 du 24 juillet 2024",
  },
  {
    debut: "2025-08-01",
    fin: "2026-07-31",
    source:
      "décret n° 2017-1198 du 27 juillet 2017, modifié par le décret n° 2025-652 du 15 juillet 2025",
  },
];

/** The decree's cases where the new rent may exceed the previous one (the lease's `exceptionLoyer`). */
export const CODES_EXCEPTION_LOYER = [
  "travaux",
  "sous-evalue",
  "premiere-location",
  "vacance-18-mois",
] as const;
export type ExceptionLoyer = (typeof CODES_EXCEPTION_LOYER)[number];

/** Each case as the lease and the form word it. */
export const EXCEPTIONS_LOYER: Readonly<Record<ExceptionLoyer, string>> = {
  travaux:
    "Travaux d'amélioration ou de mise en conformité d'au moins la moitié de la dernière année de loyer (décret n° 2017-1198, art. 4)",
  "sous-evalue":
    "Loyer manifestement sous-évalué, au regard des loyers de référence du voisinage (décret n° 2017-1198, art. 4)",
  "premiere-location": "Première location du logement (décret n° 2017-1198, art. 2)",
  "vacance-18-mois":
    "Logement inoccupé par un locataire depuis plus de dix-huit mois (décret n° 2017-1198, art. 2)",
};

/** The cases whose justification the lease must state (the works and their cost; the references of the rents). */
export const exceptionAJustifier = (e: string | null | undefined) =>
  e === "travaux" || e === "sous-evalue";

export const MSG_MOTIF_EXCEPTION =
  "Justifiez l'exception : la nature et le coût des travaux, ou les loyers de référence du voisinage retenus.";

/** A stored case as the lease prints it (an unknown code as stored). */
export function libelleException(code: string): string {
  const c = CODES_EXCEPTION_LOYER.find((x) => x === code);
  return c ? EXCEPTIONS_LOYER[c] : code;
}
