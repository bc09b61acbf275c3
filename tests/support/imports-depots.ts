import { PORTEFEUILLE_COMPLET } from "./imports-complet";

// Issue 74 item 4: issue 74's small portfolio with its sheet Soldes: B1's deposit declared held, B2's stated on the
// lease (800 €) but never declared, an owner at 999 999 999,99 € (the billion), a tenant owing more than 24 months
// of rent and charges (B1: 1 080 € a month), a tenant in credit. Shared by the Node and edge tests.
export const PORTEFEUILLE_SOLDES: Record<string, (string | number | null)[][]> = {
  ...PORTEFEUILLE_COMPLET,
  Soldes: [
    ["Reference", "Type", "Montant"],
    ["P1", "proprietaire", "999999999,99"],
    ["P2", "proprietaire", "1200"],
    ["B1", "depot", "1000"],
    ["B1", "locataire", "30000"],
    ["B2", "locataire", "-150"],
  ],
};

export const REPRISE_SOLDES = "01/11/2026";
/** The day: imported on 28/11 with a cut-over of 01/11. */
export const JOUR_SOLDES = "2026-11-28";

/** A French amount as Intl writes it (narrow no-break spaces), for a pattern: "999 999 999,99 €". */
export const motifMontant = (texte: string) => texte.replace(/ /g, "\\s");
