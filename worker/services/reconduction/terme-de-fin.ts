import { and, eq } from "drizzle-orm";
import { Dossier, Quitance } from "../../db/schema";
import { bornesDuMois, moisDe, termeDuMois } from "../../domain/quitance";
import type { Ports } from "../../ports";
import { echeanceModifiee } from "../compte/termes";
import { DOSSIER_TERME_COLS } from "../quitance/data";
import { inTransaction } from "../transaction";

// Issue 73: a renewed lease's rent is called without a gap. A term whose month holds the old end was called to that
// day (issue 11: a term that ends mid-month is prorated by days) when the month was generated before the renewal;
// the renewal then calls the rest of the month on that same term: its end and amounts become the month's (the
// difference written on the tenant's account as any term changed, « Révision de l'échéance … »). Only a term not
// settled: a quittance issued for the prorated amount is never changed. Once only: the update is conditional on
// the term still ending at the old end, and a second call finds it extended.

/** In the caller's transaction: the old end's term extended to its month's end; whether it moved. */
export async function prolongerTermeDeFin(
  ports: Ports,
  dossierId: number,
  ancienneFin: string,
  auteur: string,
): Promise<boolean> {
  const mois = moisDe(ancienneFin);
  // A term ending with its month left no day uncalled: nothing to read.
  if (bornesDuMois(mois).fin === ancienneFin) return false;
  const aLAncienneFin = and(
    eq(Quitance.DossierId, dossierId),
    eq(Quitance.mois, mois),
    eq(Quitance.dateFin, ancienneFin),
    eq(Quitance.regle, false),
  );
  const [avant] = await ports.db.select().from(Quitance).where(aLAncienneFin);
  if (!avant) return false;
  const [bail] = await ports.db
    .select(DOSSIER_TERME_COLS)
    .from(Dossier)
    .where(eq(Dossier.id, dossierId));
  if (!bail) return false;
  const terme = termeDuMois(bail, mois);
  if (!terme || terme.dateFin <= ancienneFin) return false;
  const [apres] = await ports.db
    .update(Quitance)
    .set({
      dateFin: terme.dateFin,
      prixHC: terme.prixHC,
      charge: terme.charge,
      updatedAt: ports.clock.now().toISOString(),
    })
    .where(and(eq(Quitance.id, avant.id), aLAncienneFin))
    .returning();
  if (!apres) return false;
  await echeanceModifiee(ports, avant, apres, auteur);
  return true;
}

/** The same, in a transaction of its own (the daily job, after its renewals' batch). */
export const prolongerTermeDeFinSeul = (
  ports: Ports,
  dossierId: number,
  ancienneFin: string,
  auteur: string,
) => inTransaction(ports, (tx) => prolongerTermeDeFin(tx, dossierId, ancienneFin, auteur));
