import type { EntityRoute } from "@/app/route-types";

/** Where the locataire screens live and their titles: the route table reads it without loading the entity. */
export const locataireRoute: EntityRoute = {
  basePath: "/locataires",
  singular: "Locataire",
  newLabel: "Nouveau locataire",
};
