import type { EntityRoute } from "@/app/route-types";

/** Where the dossier screens live and their titles: the route table reads it without loading the entity. */
export const dossierRoute: EntityRoute = {
  basePath: "/dossiers",
  singular: "Dossier",
  newLabel: "Nouveau dossier",
};
