import type { EntityRoute } from "@/app/route-types";

/** Where the client screens live and their titles: the route table reads it without loading the entity. */
export const clientRoute: EntityRoute = {
  basePath: "/client",
  singular: "Client",
  newLabel: "Nouveau client",
};

/**
 * The columns the server orders the clients by (issue 64): the e-mail and phone shown, the default ones, too. Here
 * for the list and for its first page asked before the list's code runs (ADR 095).
 */
export const CLIENT_SORTABLE = ["nom", "ville", "mail", "tel"];
