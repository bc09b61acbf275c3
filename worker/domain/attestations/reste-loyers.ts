import type { Lettrage, NatureEmmenagement } from "../compte/lettrage";
import { soldeAuJour } from "../regularisation/exigibilite";

// What a tenant's attestations and the CAF sheet call owed « au titre des loyers et charges »: the account's
// balance less the move-in charges still unpaid (the deposit and the tenant's letting fees), which are no rent.
// Money not meant for a term settles those charges first (domain/compte/lettrage.ts), so while any of them is open
// the account holds no credit, and what is left of the balance is the terms'. An import's opening debt (« reprise »,
// ADR 114) is old rent: it stays in.

/** The move-in charges that are no rent. */
const HORS_LOYERS: ReadonlySet<NatureEmmenagement> = new Set(["depot", "honorairesLocation"]);

type Ligne = Parameters<typeof soldeAuJour>[0][number];

export interface ResteDuBail {
  /** Owed for rent and charges on `jour` (cents; negative: a credit in the tenant's favour). */
  loyers: number;
  /** The move-in charges called and not paid (cents, never negative). */
  emmenagement: number;
}

export function resteDuBail(rows: readonly Ligne[], lettrage: Lettrage, jour: string): ResteDuBail {
  let emmenagement = 0;
  for (const c of lettrage.emmenagement.values())
    if (HORS_LOYERS.has(c.nature)) emmenagement += Math.max(0, c.du - c.regle);
  return { loyers: soldeAuJour(rows, jour) - emmenagement, emmenagement };
}

/** An attestation's two figures from the tenant's account: `solde` for rent and charges, `emmenagement` apart. */
export function soldesDuBail(
  compte: { rows: readonly Ligne[]; lettrage: Lettrage },
  jour: string,
): { solde: number; emmenagement: number } {
  const r = resteDuBail(compte.rows, compte.lettrage, jour);
  return { solde: r.loyers, emmenagement: r.emmenagement };
}
