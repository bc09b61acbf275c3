// The rules of rent guarantees (issue 78, ADR 118) as dated rows with their source: a new text is one row more, the
// former kept for the past. Read by the premium (prime.ts), the claim clocks (sinistre.ts) and the lease's check.

export const TYPES_GARANTIE = ["aucune", "caution", "visale", "gli"] as const;
export type TypeGarantie = (typeof TYPES_GARANTIE)[number];

export const BASES_PRIME = ["loyer_charges", "loyer"] as const;
export type BasePrime = (typeof BASES_PRIME)[number];

export const LIBELLES_BASE_PRIME: Readonly<Record<BasePrime, string>> = {
  loyer_charges: "Loyer et charges",
  loyer: "Loyer seul",
};

interface Ligne {
  /** The first day the row applies (YYYY-MM-DD). */
  depuis: string;
  /** The rule and its source, in French. */
  source: string;
}

/** Loi 89-462 art. 22-1: a guarantor beside a GLI taken by the landlord is void, except for a student or an apprentice. */
export interface RegleCautionEtGli extends Ligne {
  article: string;
}
export const CAUTION_ET_GLI: readonly RegleCautionEtGli[] = [
  {
    depuis: "2009-03-27",
    article: "loi n° 89-462 du 6 juillet 1989, article 22-1",
    source:
      "Le cautionnement ne peut pas être demandé par un bailleur qui a souscrit une assurance garantissant les obligations locatives du locataire, sauf en cas de logement loué à un étudiant ou un apprenti (loi n° 89-462, article 22-1, issu de la loi n° 2009-323 du 25 mars 2009).",
  },
];

/** Visale's claim: when an unpaid rent is constituted, then the formal notice's and the declaration's delays. */
export interface RegleVisale extends Ligne {
  /** Constituted at this many terms wholly unpaid... */
  termesImpayes: number;
  /** ...or partial arrears above this many months of rent and charges (net of the housing aid). */
  moisArrieres: number;
  /** Days from the constitution: the registered formal notice, then the declaration on visale.fr. */
  miseEnDemeure: number;
  declaration: number;
}
export const VISALE: readonly RegleVisale[] = [
  {
    depuis: "2016-01-20",
    termesImpayes: 2,
    moisArrieres: 1,
    miseEnDemeure: 15,
    declaration: 30,
    source:
      "Conditions générales du contrat de cautionnement Visale (Action Logement) : l'impayé est constitué à deux échéances impayées, ou à un arriéré partiel supérieur à un mois de loyer et charges, déduction faite des aides au logement ; mise en demeure du locataire par lettre recommandée avec avis de réception dans les 15 jours, déclaration de l'impayé sur visale.fr dans les 30 jours.",
  },
];

/** The delays a GLI contract takes when none is typed: the usual group contract (the contract's own win). */
export const GLI_PAR_DEFAUT: readonly (Ligne & {
  relance: number;
  miseEnDemeure: number;
  declaration: number;
})[] = [
  {
    depuis: "2000-01-01",
    relance: 20,
    miseEnDemeure: 35,
    declaration: 40,
    source:
      "Contrat groupe GLI usuel : relance du locataire dans les 20 jours de l'échéance, mise en demeure dans les 35 jours, déclaration de sinistre dans les 40 jours, à peine de déchéance de la garantie.",
  },
];

/** The row of a dated table in force on `jour` (the latest that started by then; the first for an older day). */
export function enVigueur<T extends { depuis: string }>(table: readonly T[], jour: string): T {
  let choisi = table[0];
  for (const l of table) if (l.depuis <= jour && (!choisi || l.depuis >= choisi.depuis)) choisi = l;
  if (!choisi) throw new Error("Table de règles vide");
  return choisi;
}
