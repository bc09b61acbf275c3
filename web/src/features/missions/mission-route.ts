import type { EntityRoute } from "@/app/route-types";

/** Where the mission screens live and their titles: the route table reads it without loading the entity. */
export const missionRoute: EntityRoute = {
  basePath: "/missions",
  singular: "Mission",
  newLabel: "Nouvelle mission",
};
