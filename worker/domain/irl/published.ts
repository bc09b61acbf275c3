// The IRL (indice de référence des loyers) as INSEE published it, from the 1st quarter 2019: the values the app ships.
// 2019 to 2021 are there for the leases an agency enters by hand years after their signature (issue 73: most leases
// of a portfolio are past their first term), which otherwise could not take their IRL by default.
// Source : Insee, série 001515333 (IRL, base 100 au 4e trimestre 1998), « Informations rapides » trimestrielles;
// free reuse with "Source : Insee" cited. Each value agrees in at least two independent reprints of the INSEE tables
// (notaries', accountants' pages); 2022-T2 135.84, 2023-T2 140.59 and 2024-T2 145.17 are the anchors checked first.
//
// These constants are the published series; the Irl table holds only what an admin adds or corrects in
// Paramètres > IRL (services/irl). A later release adds the quarters published since, with no migration, and an
// empty table keeps a fresh instance empty for a restore (services/backup/empty.ts).

export interface IrlPublie {
  /** "2025-T3" (domain/irl/trimestre.ts). */
  trimestre: string;
  valeur: number;
  /** INSEE's publication day when it was found, else null: the rule of publicationEstimee applies. */
  publication: string | null;
}

export const SOURCE_IRL = "Source : Insee, série 001515333 (IRL, base 100 au 4e trimestre 1998)";

export const IRL_PUBLIES: readonly IrlPublie[] = [
  // 2019-2021: each value agrees with the yearly change INSEE published beside the next year's (+0.92 % for 2020-T1 on
  // 2019-T1, +0.09 % for 2021-T1 on 2020-T1…), reprinted independently of the values.
  { trimestre: "2019-T1", valeur: 129.38, publication: null },
  { trimestre: "2019-T2", valeur: 129.72, publication: null },
  { trimestre: "2019-T3", valeur: 129.99, publication: null },
  { trimestre: "2019-T4", valeur: 130.26, publication: null },
  { trimestre: "2020-T1", valeur: 130.57, publication: null },
  { trimestre: "2020-T2", valeur: 130.57, publication: null },
  { trimestre: "2020-T3", valeur: 130.59, publication: null },
  // Insee, 15/01/2021.
  { trimestre: "2020-T4", valeur: 130.52, publication: "2021-01-15" },
  { trimestre: "2021-T1", valeur: 130.69, publication: null },
  // Insee, 13/07/2021.
  { trimestre: "2021-T2", valeur: 131.12, publication: "2021-07-13" },
  { trimestre: "2021-T3", valeur: 131.67, publication: "2021-10-15" },
  { trimestre: "2021-T4", valeur: 132.62, publication: null },
  { trimestre: "2022-T1", valeur: 133.93, publication: "2022-04-15" },
  { trimestre: "2022-T2", valeur: 135.84, publication: null },
  { trimestre: "2022-T3", valeur: 136.27, publication: null },
  { trimestre: "2022-T4", valeur: 137.26, publication: null },
  { trimestre: "2023-T1", valeur: 138.61, publication: null },
  { trimestre: "2023-T2", valeur: 140.59, publication: null },
  { trimestre: "2023-T3", valeur: 141.03, publication: null },
  { trimestre: "2023-T4", valeur: 142.06, publication: null },
  { trimestre: "2024-T1", valeur: 143.46, publication: null },
  { trimestre: "2024-T2", valeur: 145.17, publication: null },
  { trimestre: "2024-T3", valeur: 144.51, publication: null },
  { trimestre: "2024-T4", valeur: 144.64, publication: null },
  { trimestre: "2025-T1", valeur: 145.47, publication: null },
  { trimestre: "2025-T2", valeur: 146.68, publication: null },
  // Informations rapides n° 254 of 15/10/2025.
  { trimestre: "2025-T3", valeur: 145.77, publication: "2025-10-15" },
  // The last three are reprinted only by rental software (3 to 4 independent tables agree), not yet by a page that
  // cites INSEE: to check on insee.fr, and to correct in Paramètres > IRL if they differ.
  { trimestre: "2025-T4", valeur: 145.78, publication: null },
  { trimestre: "2026-T1", valeur: 146.6, publication: null },
  { trimestre: "2026-T2", valeur: 148.37, publication: null },
];
