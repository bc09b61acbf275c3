// ADR 166: an insurer's claim (the reversal of a recovery already transferred to it) is a negative line of the
// supplier batch, deducted from the same insurer's recovery lines of that batch. A transfer order carries no negative
// amount: the claims are taken off the insurer's lines in their order, a line brought to 0 not sent. Pure.

/** The recovery lines as sent: each insurer's negative lines deducted from its positive ones (cents). */
export function deduireCreances<T extends { FournisseurId: number; montant: number }>(
  lignes: readonly T[],
): T[] {
  const aDeduire = new Map<number, number>();
  for (const l of lignes)
    if (l.montant < 0)
      aDeduire.set(l.FournisseurId, (aDeduire.get(l.FournisseurId) ?? 0) - l.montant);
  const envoyees: T[] = [];
  for (const l of lignes) {
    if (l.montant <= 0) continue;
    const reste = aDeduire.get(l.FournisseurId) ?? 0;
    const deduit = Math.min(reste, l.montant);
    aDeduire.set(l.FournisseurId, reste - deduit);
    if (l.montant > deduit) envoyees.push({ ...l, montant: l.montant - deduit });
  }
  return envoyees;
}
