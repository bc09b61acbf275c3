// The nature of an owner debit that is neither a fee nor a payout (issue 60): chosen when the expense is entered, shown
// on every owner document, read by the 2044 (worker/domain/gerance/revenus-fonciers.ts) and exported. Entries written
// before natures existed read "autre" until edited.

export const NATURES_CHARGE = [
  "travaux_entretien",
  "travaux_amelioration",
  "assurance",
  // Issue 78: the GLI premium of each term, debited by the agency at the rent call (domain/garanties/prime.ts).
  "assurance_gli",
  "taxe_fonciere",
  "teom",
  "provisions_copropriete",
  "regularisation_copropriete",
  "frais_procedure",
  "autre",
] as const;
export type NatureCharge = (typeof NATURES_CHARGE)[number];

export const LIBELLES_NATURE_CHARGE: Readonly<Record<NatureCharge, string>> = {
  travaux_entretien: "Travaux d'entretien et de réparation",
  travaux_amelioration: "Travaux d'amélioration",
  assurance: "Assurance propriétaire non occupant",
  assurance_gli: "Prime de garantie des loyers impayés (GLI)",
  taxe_fonciere: "Taxe foncière",
  teom: "Taxe d'enlèvement des ordures ménagères (récupérable)",
  provisions_copropriete: "Provisions de copropriété",
  regularisation_copropriete: "Régularisation de copropriété",
  frais_procedure: "Frais de procédure",
  autre: "Autre",
};

/** A stored nature (a text column) that is one of the list. */
export const estNatureCharge = (n: string | null | undefined): n is NatureCharge =>
  n != null && Object.hasOwn(LIBELLES_NATURE_CHARGE, n);
