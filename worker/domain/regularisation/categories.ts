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

/** A word folded as staff may type it: no case, accents, spaces, hyphens or apostrophes (« Parties-communes »). */
const plier = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/**
 * What API clients write for a category besides its key: its label and the usual short names (issue 27 names them
 * « water, heating, common areas, household waste tax, lift »), folded; the key is what is stored.
 */
const SYNONYMES: Readonly<Record<string, CategorieCharge>> = Object.fromEntries([
  ...CATEGORIES_CHARGES.map((c) => [plier(c), c]),
  ...Object.entries(LIBELLES_CATEGORIES).map(([c, l]) => [plier(l), c]),
  ...(
    [
      ["ordures ménagères", "teom"],
      ["taxe d'ordures ménagères", "teom"],
      ["taxe ordures ménagères", "teom"],
      ["électricité", "electricite"],
      ["eau froide", "eau"],
    ] as const
  ).map(([s, c]) => [plier(s), c]),
]);

export const MSG_CATEGORIE_INCONNUE = `Catégorie inconnue : choisissez ${Object.values(
  LIBELLES_CATEGORIES,
)
  .map((l) => `« ${l} »`)
  .join(", ")}.`;

/** The stored key of a category written by its key, its label or a usual name; anything else left as given. */
export const lireCategorie = (v: unknown): unknown =>
  typeof v === "string" && v.trim() ? (SYNONYMES[plier(v)] ?? v) : v;
