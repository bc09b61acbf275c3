import type { EntityRoute } from "@/app/route-types";

/** Where the GLI contract screens live and their titles: the route table reads it without the entity. */
export const contratGliRoute: EntityRoute = {
  basePath: "/contrats-gli",
  singular: "Contrat GLI",
  newLabel: "Nouveau contrat GLI",
};

/** The columns the server orders the contracts by (their own columns). */
export const CONTRAT_GLI_SORTABLE = ["assureur", "numeroContrat", "taux"];
