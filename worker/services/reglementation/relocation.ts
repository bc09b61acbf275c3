import { refusRelocation } from "../../domain/reglementation/plafond-relocation";
import { enZoneTendueLe } from "../../domain/reglementation/zones-tendues";
import type { Ports } from "../../ports";
import { lireIrl } from "../irl/irl";
import { decretsRelocation, listesZoneTendue } from "./lignes";
import { precedentDuLot } from "./loyer-precedent";

// A new lease in zone tendue above the previous tenant's rent (loi n° 89-462, art. 18; décret n° 2017-1198): the
// French 409 with both figures, read in the write's transaction (the Dossier's beforeWrite). A running lease keeps
// its other edits: the rule is judged when the lease is made, or its lot, signature day, rent or exception change.

interface BailRelocation {
  AppartementId: number;
  dateCreationBail: string;
  dateDebutBail: string;
  loyerHC: number;
  exceptionLoyer?: string | null;
  dernierLoyerPrecedent?: number | null;
  dateDernierLoyerPrecedent?: string | null;
}

const change = (d: BailRelocation, e: BailRelocation) =>
  e.AppartementId !== d.AppartementId ||
  e.dateCreationBail !== d.dateCreationBail ||
  e.loyerHC !== d.loyerHC ||
  (e.exceptionLoyer ?? null) !== (d.exceptionLoyer ?? null);

/** The refusal, or null. */
export async function refusRelocationDuBail(
  ports: Ports,
  d: BailRelocation,
  existing?: BailRelocation & { id: number },
): Promise<string | null> {
  if (d.exceptionLoyer || (existing && !change(d, existing))) return null;
  const [{ lot, precedent }, decrets, listes, irl] = await Promise.all([
    precedentDuLot(ports, d.AppartementId, d.dateDebutBail, existing?.id),
    decretsRelocation(ports),
    listesZoneTendue(ports),
    lireIrl(ports),
  ]);
  if (!lot) return null; // the reference check answers for a missing apartment
  const signature = d.dateCreationBail;
  // The lease's own figure when the product knows none (a lot taken over without it typed on the lot).
  const tape =
    d.dernierLoyerPrecedent != null && d.dateDernierLoyerPrecedent
      ? { montant: d.dernierLoyerPrecedent, date: d.dateDernierLoyerPrecedent }
      : null;
  return refusRelocation({
    zoneTendue: lot.zoneTendue ?? enZoneTendueLe(lot, signature, listes),
    signature,
    loyerHC: d.loyerHC,
    precedent: precedent ?? tape,
    exceptionLoyer: d.exceptionLoyer,
    decrets,
    irl,
  });
}
