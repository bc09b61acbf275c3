// What may be charged to the tenant of a supplier's invoice (issue 76, item 4): only the "réparations locatives" of
// the décret n° 87-712 du 26 août 1987 (its annex's sections), and never one due to wear, a defect or force majeure
// (loi n° 89-462 du 6 juillet 1989, art. 7 d). Dated tables with their source: a new decree is a new row.

/** The annex of the décret 87-712, in force since 1987-08-30 (JO 30 août 1987). */
export const RUBRIQUES_87_712 = ["I", "II", "III", "IV", "V", "VI"] as const;

export const DECRET_87_712 = {
  source: "Décret n° 87-712 du 26 août 1987, annexe (réparations locatives)",
  depuis: "1987-08-30",
  rubriques: {
    I: "Parties extérieures dont le locataire a l'usage exclusif",
    II: "Ouvertures intérieures et extérieures",
    III: "Parties intérieures",
    IV: "Installations de plomberie",
    V: "Équipements d'installations d'électricité",
    VI: "Autres équipements mentionnés au contrat de location",
  } satisfies Record<(typeof RUBRIQUES_87_712)[number], string>,
};

/** The tenant's debit's motif: the decree's section, by its code and title. */
export const motifReparation = (rubrique: (typeof RUBRIQUES_87_712)[number]) =>
  `Décret 87-712, rubrique ${rubrique} (${DECRET_87_712.rubriques[rubrique]})`;

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
  CAUSES_REPARATION.imputables.some((c) => c === cause);

export const MSG_CAUSE_NON_IMPUTABLE =
  "Une réparation due à la vétusté, une malfaçon, un vice de construction ou la force majeure reste à la charge du propriétaire (loi du 6 juillet 1989, art. 7 d).";

/** The causes as staff read them in the invoice's form (ADR 129). */
export const LIBELLES_CAUSES: Record<Cause, string> = {
  defaut_entretien: "Défaut d'entretien du locataire",
  degradation: "Dégradation par le locataire",
  vetuste: "Vétusté",
  malfacon: "Malfaçon",
  vice_construction: "Vice de construction",
  force_majeure: "Cas fortuit ou force majeure",
};
