import { toEuros } from "../../domain/money";

/** What is left to pay of a term, in euros, from its stored state (lists: no replay per row). */
export const resteDu = (q: { prixHC: number; charge: number; montantRegle: number | null }) =>
  toEuros(Math.max(0, q.prixHC + q.charge - (q.montantRegle ?? 0)));
