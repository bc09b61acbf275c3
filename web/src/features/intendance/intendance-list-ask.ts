import type { ListFilters } from "@/api/resources";
import { readQueryParam } from "@/lib/use-query-param";

/** The caretaking list's views (`?filtre=`): running, not renewed, all missions, and the expenses. */
export const INTENDANCE_FILTERS = ["current", "notRenewed", "all", "depenses"] as const;
export type IntendanceFilter = (typeof INTENDANCE_FILTERS)[number];
export const INTENDANCE_FILTER_DEFAULT: IntendanceFilter = "current";

// Spec 2's filters of the caretaking missions, on the server's flags (`enCours` on the Paris day, `renouvele`),
// and the expenses, which share the resource (nature "depense"), as a fourth view: the server's filters (issue 64).
const FILTER_QUERIES: Record<IntendanceFilter, ListFilters> = {
  current: { vue: "en-cours" },
  notRenewed: { vue: "non-renouvelees" },
  all: { vue: "missions" },
  depenses: { vue: "depenses" },
};

/** The columns the server orders the caretaking missions and expenses by: their fields, apartment and state. */
export const INTENDANCE_SORTABLE = [
  "appartement",
  "etat",
  "numeroMandat",
  "dateDepart",
  "dateFin",
  "prix",
  "prixHT",
  "regle",
  "intitule",
  "date",
  "montant",
  "numFacture",
  "mode",
];

/**
 * The caretaking list's server filter, read from the address: the screen's and its first page's asked with the
 * session's check (ADR 095), one function so that both ask the same page.
 */
export const intendanceFilters = (search: URLSearchParams): ListFilters =>
  FILTER_QUERIES[readQueryParam(search, "filtre", INTENDANCE_FILTERS, INTENDANCE_FILTER_DEFAULT)];
