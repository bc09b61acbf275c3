// The bank screen's query keys, apart from its calls (banque-api.ts): the tenant's account (compte-api.ts) marks
// the lines stale after any change of a payment, since a cancelled payment sends its matched line back to « à
// rapprocher » (ADR 164), without importing the bank's calls, which import it.
import type { StatutLigne } from "./banque-api";

export const banqueKeys = {
  all: ["Banque"] as const,
  comptes: ["Banque", "comptes"] as const,
  lignes: (statut: StatutLigne | undefined) => ["Banque", "lignes", statut ?? "toutes"] as const,
};
