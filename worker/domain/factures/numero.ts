// Invoice numbers (CGI art. 242 nonies A: one continuous sequence, without gaps): "F2026-00001" for invoices,
// "A2026-00001" for credit notes, a sequence per year and prefix. The rank itself is computed by the database in
// the INSERT that issues the invoice (services/factures/emettre.ts): this is the one format both use.

export type Prefixe = "F" | "A";

/** "F", 2026, 1 -> "F2026-00001". */
export const numeroFacture = (prefixe: Prefixe, annee: number, rang: number) =>
  `${prefixe}${annee}-${String(rang).padStart(5, "0")}`;

