import { REFERENCE_DECRET } from "./decret-2015-981";

/**
 * The lease's annex for a furnished dwelling: the inventory and detailed condition of the furniture (loi n° 89-462
 * art. 25-5; its list per décret n° 2015-981 art. 2). The lease (worker/documents/contrat-location.ts) lists its
 * annexes itself: it calls `annexesDuBail` with the kind of lease (`typeBail`).
 */
export const ANNEXE_INVENTAIRE_MOBILIER = `Inventaire et état détaillé du mobilier (${REFERENCE_DECRET})`;

/** The lease's annexes with the furniture inventory after the entry inventory when the dwelling is let furnished. */
export function annexesDuBail(annexes: readonly string[], meuble: boolean): string[] {
  if (!meuble) return [...annexes];
  const apres = annexes.findIndex((a) => a.startsWith("État des lieux"));
  const at = apres < 0 ? annexes.length : apres + 1;
  return [...annexes.slice(0, at), ANNEXE_INVENTAIRE_MOBILIER, ...annexes.slice(at)];
}
