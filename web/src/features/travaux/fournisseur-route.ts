import type { EntityRoute } from "@/app/route-types";

/** Where the supplier screens live and their titles (issue 76): the route table reads it without the entity. */
export const fournisseurRoute: EntityRoute = {
  basePath: "/fournisseurs",
  singular: "Fournisseur",
  newLabel: "Nouveau fournisseur",
};

/** The columns the server orders the suppliers by. */
export const FOURNISSEUR_SORTABLE = ["raisonSociale", "ville", "mail", "tel"];
