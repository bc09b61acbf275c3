import type { EspacePage } from "@/features/espace/page-types";

// SEAM (issue 62): the requests' pages of the spaces (the tenant's « Demandes » and « Assurance », the owner's
// « Messages »), shown after each space's own pages.
export const PAGES_DEMANDES_LOCATAIRE: EspacePage[] = [];
export const PAGES_MESSAGES_PROPRIETAIRE: EspacePage[] = [];
