import type { EntityRoute } from "@/app/route-types";

/** Where the appartement screens live and their titles: the route table reads it without loading the entity. */
export const appartementRoute: EntityRoute = {
  basePath: "/appartements",
  singular: "Appartement",
  newLabel: "Nouvel appartement",
};
