import type { ListFilters } from "@/api/resources";
import { archivesFilter, archivesShown } from "@/features/archives/archive-filter";

/** The columns the server orders the apartments by (issue 64). */
export const APPARTEMENT_SORTABLE = [
  "adresse",
  "codePostal",
  "ville",
  "surface",
  "loyerHC",
  "charge",
  "loyerTCC",
  "statut",
];

/** `?gestion=oui`: only the apartments under management. */
export const managedOnly = (search: URLSearchParams) => search.get("gestion") === "oui";

/**
 * The apartment list's server filters, read from the address: the screen's and its first page's asked before the
 * screen's code runs (ADR 095), one function so that both ask the same page.
 */
export function appartementFilters(search: URLSearchParams): ListFilters {
  return {
    ...archivesFilter(archivesShown(search)),
    enGestion: managedOnly(search) ? "oui" : null,
  };
}
