// What may be charged to the tenant of a supplier's invoice (issue 76, item 4): only the "réparations locatives" of
// the décret n° 87-712 du 26 août 1987 (its annex's sections), and never one due to wear, a defect or force majeure
// (loi n° 89-462 du 6 juillet 1989, art. 7 d). Dated tables with their source: a new decree is a new row.

/** The annex of the décret 87-712, in force since 1987-08-30 (JO 30 août 1987). */
const DECRET_87_712 = {
  source: "Décret n° 87-712 du 26 août 1987, annexe (réparations locatives)",
  depuis: "1987-08-30",
  rubriques: [
    { code: "I", libelle: "Parties extérieures dont le locataire a l'usage exclusif" },
    { code: "II", libelle: "Ouvertures intérieures et extérieures" },
    { code: "III", libelle: "Parties intérieures" },
    { code: "IV", libelle: "Installations de plomberie" },
    { code: "V", libelle: "Équipements d'installations d'électricité" },
    { code: "VI", libelle: "Autres équipements mentionnés au contrat de location" },
  ],
} as const;

export const RUBRIQUES_87_712 = DECRET_87_712.rubriques.map((r) => r.code) as [
  (typeof DECRET_87_712.rubriques)[number]["code"],
  ...(typeof DECRET_87_712.rubriques)[number]["code"][],
];

/**
 * Why the repair was needed. The first two are the tenant's (lack of upkeep, damage); the others are the owner's by
 * art. 7 d of the loi 89-462 (version in force since 1989-07-08): "vétusté, malfaçon, vice de construction, cas
 * fortuit ou force majeure".
 */
export const CAUSES_REPARATION = {
  source: "Loi n° 89-462 du 6 juillet 1989, art. 7 d",
  depuis: "1989-07-08",
  imputables: ["defaut_entretien", "degradation"],
  exclues: ["vetuste", "malfacon", "vice_construction", "force_majeure"],
} as const;

export const CAUSES = [...CAUSES_REPARATION.imputables, ...CAUSES_REPARATION.exclues] as const;
export type Cause = (typeof CAUSES)[number];

export const estImputableAuLocataire = (cause: Cause) =>
  (CAUSES_REPARATION.imputables as readonly string[]).includes(cause);

export const MSG_CAUSE_NON_IMPUTABLE =
  "Une réparation due à la vétusté, une malfaçon, un vice de construction ou la force majeure reste à la charge du propriétaire (loi du 6 juillet 1989, art. 7 d).";
