import type { ListFilters } from "@/api/resources";
import { archivesFilter, archivesShown } from "@/features/archives/archive-filter";
import { readQueryParam } from "@/lib/use-query-param";

/**
 * The dossier list's views (`?vue=`): running or closed dossiers, and the leases closed at their end with no notice,
 * to reopen (issue 73: `?aRevoir=reconduction`).
 */
export const DOSSIER_VIEWS = ["open", "closed", "a-revoir"] as const;
export type DossierView = (typeof DOSSIER_VIEWS)[number];
export const DOSSIER_VIEW_DEFAULT: DossierView = "open";

/** The columns the server orders the dossiers by (issue 64), the apartment's and the tenant's names included. */
export const DOSSIER_SORTABLE = [
  "appartement",
  "locataire",
  "dateEntree",
  "dateFinBail",
  "loyerTTC",
  "statut",
];

/**
 * The dossier list's server filters, read from the address (its view and the archives' switch): the screen's and
 * its first page's asked with the session's check (ADR 095), one function so that both ask the same page.
 */
export function dossierFilters(search: URLSearchParams): ListFilters {
  const view = readQueryParam(search, "vue", DOSSIER_VIEWS, DOSSIER_VIEW_DEFAULT);
  if (view === "a-revoir")
    return { ...archivesFilter(archivesShown(search)), aRevoir: "reconduction" };
  return {
    ...archivesFilter(archivesShown(search)),
    etat: view === "open" ? "en-cours" : "clos",
  };
}
