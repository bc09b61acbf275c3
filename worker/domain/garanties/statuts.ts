// The tenant's situation as a guarantee reads it (issue 78): loi 89-462 art. 22-1 voids a personal guarantor beside
// an insurance of unpaid rents taken by the landlord, except for a student or an apprentice.

export const STATUTS_LOCATAIRE = [
  "salarie",
  "independant",
  "etudiant",
  "apprenti",
  "retraite",
  "sans_emploi",
  "autre",
] as const;
export type StatutLocataire = (typeof STATUTS_LOCATAIRE)[number];

export const LIBELLES_STATUT_LOCATAIRE: Readonly<Record<StatutLocataire, string>> = {
  salarie: "Salarié",
  independant: "Indépendant",
  etudiant: "Étudiant",
  apprenti: "Apprenti",
  retraite: "Retraité",
  sans_emploi: "Sans emploi",
  autre: "Autre",
};

/** The situations that allow a guarantor beside a GLI (loi 89-462 art. 22-1, al. 1). */
export const STATUTS_CAUTION_ET_GLI: readonly StatutLocataire[] = ["etudiant", "apprenti"];
