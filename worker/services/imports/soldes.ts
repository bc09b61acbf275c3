import type { SQL } from "drizzle-orm";

// STUB (filled by the opening-balances part of issue 61): the statements that write the sheet Soldes to the tenant's
// and the owner's ledgers, appended to the import's one write batch. References are resolved in SQL (Dossier.reference,
// Client.reference), so they work for records the same batch creates.

export interface SoldeLu {
  type: "locataire" | "depot" | "proprietaire";
  /** A lease's Reference (locataire, depot) or an owner's (proprietaire). */
  reference: string;
  /** Cents, signed as the sheet says (locataire: positive = the tenant owes; proprietaire: positive = owed to the owner). */
  montant: number;
}

export function soldesStatements(_p: {
  importId: number;
  dateReprise: string;
  soldes: readonly SoldeLu[];
  auteur: string;
}): SQL[] {
  return [];
}
