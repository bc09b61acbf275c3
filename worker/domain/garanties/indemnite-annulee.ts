// ADR 170: an insurer's indemnity cancelled (ADR 158) leaves the insurer entitled to the tenant's recoveries only up to
// its indemnities still standing. Which of the lease's standing recoveries go beyond: the insurer keeps first what it
// already has (a recovery transferred), then the others in their order. One beyond and not yet transferred is the
// tenant's money again (given back to its account); one beyond and already transferred is claimed on the insurer for what goes beyond.
// Pure: the service reads, this decides, the service writes.

export interface RecuperationDebout {
  id: number;
  organisme: string;
  /** Cents, > 0. */
  montant: number;
  /** Already left: a validated supplier batch's line or a manual transfer. */
  fait: boolean;
}

export function partageApresAnnulation<T extends RecuperationDebout>(
  recuperations: readonly T[],
  /** Each insurer's indemnities whose payment stands (cents). */
  indemnites: ReadonlyMap<string, number>,
): { rendues: T[]; reclamees: (T & { excedent: number })[] } {
  const gardees = new Map<string, number>();
  const rendues: T[] = [];
  const reclamees: (T & { excedent: number })[] = [];
  const ordre = [...recuperations.filter((r) => r.fait), ...recuperations.filter((r) => !r.fait)];
  for (const r of ordre) {
    const deja = gardees.get(r.organisme) ?? 0;
    const droit = Math.max(0, (indemnites.get(r.organisme) ?? 0) - deja);
    if (r.montant <= droit) gardees.set(r.organisme, deja + r.montant);
    else if (r.fait) {
      // Sent: the insurer keeps its right and owes back the rest of it only.
      gardees.set(r.organisme, deja + droit);
      reclamees.push({ ...r, excedent: r.montant - droit });
    }
    // Still here, it is given back whole (a recovery is transferred whole or not at all): what the insurer is
    // still entitled to reads again as owed by the tenant (« dû à l'assureur »).
    else rendues.push(r);
  }
  return { rendues, reclamees };
}
