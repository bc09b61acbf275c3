import { PORTEFEUILLE } from "./imports";

// Issue 74 item 5 (ADR 114): the portfolio of the opening-debt tests on both entries. Lot A1 belongs to P1 (60 %) and
// P2 (40 %); lease B1's tenants owed 1 234,56 € at the cut-over of 01/11/2026, and P1 was owed 500 € then. Both
// owners have an IBAN, so the payout reaches them.

export const DATE_REPRISE_ARRIERES = "01/11/2026";

export const PORTEFEUILLE_ARRIERES: Record<string, (string | number | null)[][]> = {
  ...PORTEFEUILLE,
  Proprietaires: [
    ["Reference", "Civilité", "Nom", "Prénom", "Email", "IBAN"],
    ["P1", "M.", "Martin", "Paul", "paul@exemple.fr", "fr76 3000 6000 0112 3456 7890 189"],
    ["P2", "Mme", "Durand", "Anne", "anne@exemple.fr", "DE89 3704 0044 0532 0130 00"],
  ],
  Soldes: [
    ["Reference", "Type", "Montant"],
    ["B1", "locataire", "1 234,56"],
    ["P1", "proprietaire", "500"],
    // The deposits the agency holds, declared (ADR 113: only a declared deposit counts).
    ["B1", "depot", "800"],
    ["B2", "depot", "1 200"],
  ],
};

/** A trust-account statement as a bank's CSV: one movement and the balance after it. */
export const releveCsv = (date: string, libelle: string, montant: string, solde: string) =>
  ["Date;Libellé;Montant;Solde", `${date};${libelle};${montant};${solde}`].join("\n");
