// An imported lease's calendar starts at its cut-over day (issue 74 item 3, ADR 112): what fell before it was the
// previous agency's, so no item of the lease, nor of a lot let only by imported leases, is dated before that day;
// what is still owed (an insurance certificate never recorded, a boiler certificate...) is asked from it.

/** What an item's lease or lot says of the cut-over: `dateReprise` null for a lease of this software. */
interface BailRepris {
  id: number;
  AppartementId: number;
  dateDebutBail: string;
  dateReprise?: string | null;
}

/** The day an obligation of the lease is followed from: its start, or its cut-over day when later. */
export const debutSuivi = (b: Pick<BailRepris, "dateDebutBail" | "dateReprise">) =>
  b.dateReprise && b.dateReprise > b.dateDebutBail ? b.dateReprise : b.dateDebutBail;

/**
 * The earliest day an item may bear: by lease, its cut-over day; by lot (a diagnostic), the earliest cut-over of its
 * open leases when all of them were imported (a lease of this software keeps its lot's past dates).
 */
export function planchers(baux: readonly BailRepris[]) {
  const duBail = new Map<number, string>();
  const duLot = new Map<number, string | null>();
  for (const b of baux) {
    if (b.dateReprise) duBail.set(b.id, b.dateReprise);
    const avant = duLot.get(b.AppartementId);
    duLot.set(
      b.AppartementId,
      !b.dateReprise || avant === null
        ? null
        : avant === undefined || b.dateReprise < avant
          ? b.dateReprise
          : avant,
    );
  }
  return (item: { DossierId?: number; AppartementId?: number }): string | null =>
    item.DossierId != null
      ? (duBail.get(item.DossierId) ?? null)
      : item.AppartementId != null
        ? (duLot.get(item.AppartementId) ?? null)
        : null;
}
