import type { ListFilters } from "@/api/resources";
import { readQueryParam } from "@/lib/use-query-param";

/** The tenant list's views (`?vue=`): with a running dossier, former tenants, without a dossier yet. */
export const LOCATAIRE_VIEWS = ["current", "former", "none"] as const;
export type LocataireView = (typeof LOCATAIRE_VIEWS)[number];
export const LOCATAIRE_VIEW_DEFAULT: LocataireView = "current";

/** Each view as the server's filter (a former tenant had leases, all ended). */
const VIEW_FILTERS: Record<LocataireView, ListFilters> = {
  current: { situation: "en-cours" },
  former: { situation: "ancien" },
  none: { situation: "sans-dossier" },
};

/** The columns the server orders the tenants by (issue 64), the running dossier's apartment included. */
export const LOCATAIRE_SORTABLE = ["nom", "mail", "tel", "ville", "appartement"];

/**
 * The tenant list's server filters, read from the address: the screen's and its first page's asked with the
 * session's check (ADR 095), one function so that both ask the same page.
 */
export const locataireFilters = (search: URLSearchParams): ListFilters =>
  VIEW_FILTERS[readQueryParam(search, "vue", LOCATAIRE_VIEWS, LOCATAIRE_VIEW_DEFAULT)];
