import { TYPES_COMPTEUR } from "@worker/domain/schemas/enums";

type TypeCompteur = (typeof TYPES_COMPTEUR)[number];

/** How the form names each kind of meter (the stored value is the kind itself). */
export const COMPTEUR_LABELS: Record<TypeCompteur, string> = {
  électricité: "Électricité (base)",
  "électricité HP": "Électricité heures pleines",
  "électricité HC": "Électricité heures creuses",
  gaz: "Gaz",
  "eau chaude": "Eau chaude",
  "eau froide": "Eau froide",
};

const isType = (t: string): t is TypeCompteur => TYPES_COMPTEUR.some((k) => k === t);

/** The label of a stored kind, the kind itself when unknown. */
export const compteurLabel = (t: string) => (isType(t) ? COMPTEUR_LABELS[t] : t);

/** Electricity reads in kWh, gas and water in m³. */
export const uniteCompteur = (t: string) => (t.startsWith("électricité") ? "kWh" : "m³");
