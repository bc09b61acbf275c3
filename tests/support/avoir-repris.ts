import { PORTEFEUILLE_ARRIERES } from "./arrieres-repris";

// ADR 124: the opening-debt portfolio (lot A1 owned 60/40 by P1 and P2) with B1's tenant in credit of 150 € at the
// cut-over of 01/11/2026 instead of in debt. Shared by the Node and edge tests.
export const PORTEFEUILLE_AVOIR: Record<string, (string | number | null)[][]> = {
  ...PORTEFEUILLE_ARRIERES,
  Soldes: [
    ["Reference", "Type", "Montant"],
    ["B1", "locataire", "-150"],
    ["P1", "proprietaire", "500"],
  ],
};
