// The categories of recoverable charges a regularisation lists (décret n° 87-713 du 26 août 1987), with their French
// labels. A fixed list: the letter and the screen name them the same way, and an unknown one is refused.

export const CATEGORIES_CHARGES = [
  "eau",
  "chauffage",
  "partiesCommunes",
  "teom",
  "ascenseur",
  "electricite",
  "entretien",
  "autres",
] as const;
export type CategorieCharge = (typeof CATEGORIES_CHARGES)[number];

export const LIBELLES_CATEGORIES: Readonly<Record<CategorieCharge, string>> = {
  eau: "Eau",
  chauffage: "Chauffage",
  partiesCommunes: "Parties communes",
  teom: "Taxe d'enlèvement des ordures ménagères",
  ascenseur: "Ascenseur",
  electricite: "Électricité des parties communes",
  entretien: "Entretien",
  autres: "Autres",
};

/** The label of a stored category (a category no longer listed shows as stored). */
const LIBELLES = new Map<string, string>(Object.entries(LIBELLES_CATEGORIES));
export const libelleCategorie = (c: string) => LIBELLES.get(c) ?? c;
