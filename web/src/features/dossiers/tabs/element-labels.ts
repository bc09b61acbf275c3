import type { ElementEtatLieux } from "@worker/domain/schemas/etat-lieux";

/** The elements of each room of an inventory, as the grid heads them. */
export const ELEMENT_LABELS: Record<ElementEtatLieux, string> = {
  Mur: "Mur",
  Sol: "Sol",
  Plafond: "Plafond",
  Fenetre: "Fenêtre",
  Electricite: "Électricité",
  Plomberie: "Plomberie",
  Serrure: "Serrure",
  Observation: "Observation",
};
