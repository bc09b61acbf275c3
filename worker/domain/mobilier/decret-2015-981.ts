// The minimum furniture of a dwelling let furnished as a main residence: loi n° 89-462 du 6 juillet 1989, art. 25-4,
// and décret n° 2015-981 du 31 juillet 2015 (JO du 5 août 2015, in force since 1 September 2015), art. 2, whose
// eleven items follow in its order. The designations are short French wordings of the décret's; each item keeps a
// stable key, so a renamed line still counts as the item it was pre-filled from.

/** The keys of the items of décret 2015-981 art. 2, in its order (the schema's closed list). */
export const ELEMENTS_OBLIGATOIRES = [
  "literie",
  "occultation",
  "plaques",
  "four",
  "froid",
  "vaisselle",
  "ustensiles",
  "table-sieges",
  "etageres",
  "luminaires",
  "entretien",
] as const;
export type ElementObligatoire = (typeof ELEMENTS_OBLIGATOIRES)[number];

export interface MobilierDecret {
  cle: ElementObligatoire;
  /** The line's designation when pre-filled (French, as printed). */
  designation: string;
  /** Where it goes, when the décret says (art. 2, 2°: the bedrooms; 3° to 9°: the kitchen). */
  piece: string | null;
}

/** Décret n° 2015-981 du 31 juillet 2015, art. 2, 1° to 11°. */
export const MOBILIER_DECRET_2015_981: readonly MobilierDecret[] = [
  // 1° Literie comprenant couette ou couverture.
  { cle: "literie", designation: "Literie avec couette ou couverture", piece: "Chambre" },
  // 2° Dispositif d'occultation des fenêtres dans les pièces destinées à être utilisées comme chambre à coucher.
  {
    cle: "occultation",
    designation: "Occultation des fenêtres des chambres (volets, rideaux ou stores)",
    piece: "Chambre",
  },
  // 3° Plaques de cuisson.
  { cle: "plaques", designation: "Plaques de cuisson", piece: "Cuisine" },
  // 4° Four ou four à micro-ondes.
  { cle: "four", designation: "Four ou four à micro-ondes", piece: "Cuisine" },
  // 5° Réfrigérateur et congélateur ou, au minimum, un réfrigérateur doté d'un compartiment à -6 °C ou moins.
  {
    cle: "froid",
    designation:
      "Réfrigérateur avec compartiment à -6 °C ou moins, ou réfrigérateur et congélateur",
    piece: "Cuisine",
  },
  // 6° Vaisselle nécessaire à la prise des repas.
  { cle: "vaisselle", designation: "Vaisselle pour la prise des repas", piece: "Cuisine" },
  // 7° Ustensiles de cuisine.
  { cle: "ustensiles", designation: "Ustensiles de cuisine", piece: "Cuisine" },
  // 8° Table et sièges.
  { cle: "table-sieges", designation: "Table et sièges", piece: null },
  // 9° Étagères de rangement.
  { cle: "etageres", designation: "Étagères de rangement", piece: null },
  // 10° Luminaires.
  { cle: "luminaires", designation: "Luminaires", piece: null },
  // 11° Matériel d'entretien ménager adapté aux caractéristiques du logement.
  { cle: "entretien", designation: "Matériel d'entretien ménager adapté au logement", piece: null },
];

/** The reference printed on the inventory and named by the lease's annex. */
export const REFERENCE_DECRET =
  "décret n° 2015-981 du 31 juillet 2015 fixant la liste des éléments de mobilier d'un logement meublé (article 2)";

/** The condition of a piece of furniture, as staff note it (null: still to fill). */
export const ETATS_MOBILIER = ["neuf", "bon état", "état d'usage", "usagé", "à remplacer"] as const;
export type EtatMobilier = (typeof ETATS_MOBILIER)[number];
