import type { LigneDetail } from "./detail-versement";

// Issue 77 item 2: the transfer split across the leases it pays. A line whose allocataire no lease in tiers payant
// knows, an amount other than the aid expected (a change, a rappel, a retenue) or a total other than the transfer's
// is listed for staff with its difference; only a known allocataire's positive amount is paid to its lease, as
// received: the difference is shown, never guessed away.

export type StatutPart = "exact" | "ecart" | "inconnu" | "negatif";

export interface BailAide {
  DossierId: number;
  numeroAllocataire: string;
  /** The aid expected for a month YYYY-MM (cents), null when the lease has none that month. */
  attendue: (mois: string) => number | null;
}

export interface Part extends LigneDetail {
  statut: StatutPart;
  DossierId: number | null;
  /** Cents; null for an unknown allocataire. */
  aideAttendue: number | null;
  /** Received less expected (cents); null for an unknown allocataire. */
  ecart: number | null;
}

export interface Repartition {
  parts: Part[];
  totalDetail: number;
  /** The transfer's amount (cents), when known. */
  montantVirement: number | null;
  /** Transfer less the detail's total (cents); null without the transfer's amount. */
  ecartTotal: number | null;
}

export function repartir(
  lignes: readonly LigneDetail[],
  baux: readonly BailAide[],
  montantVirement: number | null,
): Repartition {
  const parNumero = new Map(baux.map((b) => [b.numeroAllocataire, b]));
  const parts = lignes.map((l): Part => {
    const bail = parNumero.get(l.numeroAllocataire);
    if (!bail) return { ...l, statut: "inconnu", DossierId: null, aideAttendue: null, ecart: null };
    const attendue = bail.attendue(l.mois) ?? 0;
    const ecart = l.montant - attendue;
    const statut: StatutPart = l.montant < 0 ? "negatif" : ecart === 0 ? "exact" : "ecart";
    return { ...l, statut, DossierId: bail.DossierId, aideAttendue: attendue, ecart };
  });
  const totalDetail = lignes.reduce((s, l) => s + l.montant, 0);
  return {
    parts,
    totalDetail,
    montantVirement,
    ecartTotal: montantVirement === null ? null : montantVirement - totalDetail,
  };
}

/** The parts paid to their lease: a known allocataire and a positive amount. */
export const partsAPayer = (r: Repartition) =>
  r.parts.filter((p) => p.DossierId !== null && p.montant > 0 && p.statut !== "negatif");
