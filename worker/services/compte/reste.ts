import type { Lettrage } from "../../domain/compte/lettrage";
import { toEuros } from "../../domain/money";

type Montants = { prixHC: number; charge: number; montantRegle: number | null };

/** What is left to pay of a term, in euros, from its stored state (lists: no replay per row). */
export const resteDu = (q: Montants) =>
  toEuros(Math.max(0, q.prixHC + q.charge - (q.montantRegle ?? 0)));

/**
 * What the replay says the term still owes, in cents, as « payé » pays it (its transaction and its batch alike);
 * a term the replay does not know (no due line yet) by its stored state.
 */
export function resteDuTerme(lettrage: Lettrage, q: Montants & { id: number }) {
  const t = lettrage.termes.get(q.id);
  return t ? t.du - t.regle : q.prixHC + q.charge - (q.montantRegle ?? 0);
}
