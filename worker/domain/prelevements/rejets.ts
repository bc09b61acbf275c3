// The ISO 20022 reason codes of a rejected or returned direct debit (EPC "R-transactions"), and what they say in
// French: the screens and the ledger's reversal show the French text.

export const CODES_REJET = [
  "AC01",
  "AC04",
  "AC06",
  "AG01",
  "AM04",
  "AM05",
  "BE05",
  "MD01",
  "MD02",
  "MD06",
  "MD07",
  "MS02",
  "MS03",
  "RC01",
  "RR04",
  "SL01",
] as const;

export type CodeRejet = (typeof CODES_REJET)[number];

/** Each code's French text (the `satisfies` holds the two lists to the same codes). */
export const MOTIFS_REJET = {
  AC01: "Numéro de compte erroné",
  AC04: "Compte clôturé",
  AC06: "Compte bloqué",
  AG01: "Prélèvement interdit sur ce compte",
  AM04: "Provision insuffisante",
  AM05: "Opération en double",
  BE05: "Créancier non reconnu",
  MD01: "Pas de mandat valide",
  MD02: "Données du mandat manquantes ou erronées",
  MD06: "Contestation du débiteur (remboursement demandé)",
  MD07: "Débiteur décédé",
  MS02: "Refus du débiteur",
  MS03: "Raison non communiquée",
  RC01: "BIC erroné",
  RR04: "Raison réglementaire",
  SL01: "Service spécifique de la banque du débiteur",
} as const satisfies Record<CodeRejet, string>;

/** A stored code (a text column) that is one of the list. */
export const estCodeRejet = (code: string): code is CodeRejet => Object.hasOwn(MOTIFS_REJET, code);

/** "AM04" -> "AM04 - Provision insuffisante". */
export const motifRejet = (code: CodeRejet) => `${code} - ${MOTIFS_REJET[code]}`;
