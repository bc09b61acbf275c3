import { moisLong } from "../compte/libelles";

// The reference a share of the CAF's (or MSA's) transfer carries as the tenant's payment (issue 77 item 2): it is
// read on the tenant's account (« Paiement (CAF) réf. … »), the receipts and the statements, so its month is written
// as a reader says it, « novembre 2026 », not the ISO « 2026-11 » the first version stored. Rows written before keep
// their reference: a payment's reference is what was recorded, never rewritten.

/** « CAF n° 1234567, novembre 2026 » for the allocataire 1234567's share of the aid of "2026-11". */
export const referencePartAide = (organisme: string, numeroAllocataire: string, mois: string) =>
  `${organisme} n° ${numeroAllocataire}, ${moisLong(mois)}`;
