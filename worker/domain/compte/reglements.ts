import type { Lettrage } from "./lettrage";

/** One payment (or remise) received on a term: its day and what it settles of the term, in cents. */
export interface ReglementRecu {
  date: string;
  montant: number;
  /** Who paid when it was not the tenant: « Indemnité <organisme> », an insurer's payment (issue 78, ADR 122). */
  par?: string;
}

/**
 * The payments a partly paid term received, oldest first, each with its own day (loi n° 89-462, art. 21: a receipt
 * states what was paid and when). The money of one payment split over several terms counts here only for its share.
 */
export function reglementsDuTerme(
  lettrage: Lettrage,
  quitanceId: number,
  /** The entries (by id) paid by someone else than the tenant, with what they read (ADR 122). */
  tiers?: ReadonlyMap<number, string>,
): ReglementRecu[] {
  const terme = lettrage.termes.get(quitanceId);
  if (!terme) return [];
  const bySource = new Map<number, ReglementRecu>();
  for (const a of terme.affectations) {
    const par = tiers?.get(a.source);
    const r = bySource.get(a.source) ?? { date: a.date, montant: 0, ...(par ? { par } : {}) };
    r.montant += a.montant;
    bySource.set(a.source, r);
  }
  return [...bySource.values()]
    .filter((r) => r.montant > 0)
    .sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}
