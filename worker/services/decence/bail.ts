import { raisonIndecence } from "../../domain/bail/decence";
import type { Ports } from "../../ports";
import { energieDuLot } from "./energie-du-lot";

// A lease written through the generic CRUD (POST /Dossier, PUT /Dossier/{id}): checked at its start day, read in the
// write's transaction. A lease already running keeps its other edits: only a new lease, or one whose start or lot
// moves, takes effect again (a 2024 lease on a class-G lot stays editable; the calendar shows it at its renewal).

interface Bail {
  AppartementId: number;
  dateDebutBail: string;
}

/** The French reason a lease is refused on its lot at its start day, or null. */
export async function indecenceAuDebut(
  ports: Ports,
  d: Bail,
  existing?: Bail,
): Promise<string | null> {
  if (
    existing &&
    existing.dateDebutBail === d.dateDebutBail &&
    existing.AppartementId === d.AppartementId
  )
    return null;
  const lot = await energieDuLot(ports, d.AppartementId);
  return lot ? raisonIndecence(lot, d.dateDebutBail) : null;
}
