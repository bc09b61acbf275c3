import type { EntityRoute } from "@/app/route-types";

/** Where the mission screens live and their titles: the route table reads it without loading the entity. */
export const missionRoute: EntityRoute = {
  basePath: "/missions",
  singular: "Mission",
  newLabel: "Nouvelle mission",
};

/**
 * The columns the server orders the missions by (issue 64), the commanditaires' names included: the list's and its
 * first page's asked before the list's code runs (ADR 095).
 */
export const MISSION_SORTABLE = [
  "id",
  "clients",
  "numeroMandat",
  "type",
  "dateSignature",
  "nbAppart",
  "valeurMissionAppt",
  "valeurTotalMission",
];
