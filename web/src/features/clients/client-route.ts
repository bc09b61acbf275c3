import type { EntityRoute } from "@/app/route-types";

/** Where the client screens live and their titles: the route table reads it without loading the entity. */
export const clientRoute: EntityRoute = {
  basePath: "/client",
  singular: "Client",
  newLabel: "Nouveau client",
};
