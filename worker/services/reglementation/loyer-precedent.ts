import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import { Appartement, Dossier, RevisionLoyer } from "../../db/schema";
import type { LoyerPrecedent } from "../../domain/reglementation/plafond-relocation";
import { enZoneTendueLe } from "../../domain/reglementation/zones-tendues";
import type { Ports } from "../../ports";

// The previous tenant's last rent on a lot (issue 73): the rent of the lot's last lease that started before the new
// one (its rent as revised, dated by its last revision, else by its start); a lot without one in the product, the
// rent staff typed when the lot was taken over (Appartement.loyerPrecedent). One statement each, read together.

/** The lot's previous lease: its rent and the day it was last set; null without one. */
async function dernierBail(
  ports: Ports,
  appartementId: number,
  debut: string,
  sauf: number | undefined,
): Promise<LoyerPrecedent | null> {
  const [r] = await ports.db
    .select({
      montant: Dossier.loyerHC,
      debut: Dossier.dateDebutBail,
      revise: sql<
        string | null
      >`(select max(${RevisionLoyer.dateEffet}) from ${RevisionLoyer} where ${RevisionLoyer.DossierId} = ${Dossier.id})`,
    })
    .from(Dossier)
    .where(
      and(
        eq(Dossier.AppartementId, appartementId),
        lt(Dossier.dateDebutBail, debut),
        sauf === undefined ? undefined : ne(Dossier.id, sauf),
      ),
    )
    .orderBy(desc(Dossier.dateDebutBail), desc(Dossier.id))
    .limit(1);
  if (!r) return null;
  return { montant: r.montant, date: typeof r.revise === "string" ? r.revise : r.debut };
}

/** The lot's fields the rule reads: its address (for its commune), its zone tendue flag, its typed previous rent. */
async function lotRelocation(ports: Ports, appartementId: number) {
  const [lot] = await ports.db
    .select({
      codeInsee: Appartement.codeInsee,
      codePostal: Appartement.codePostal,
      ville: Appartement.ville,
      zoneTendue: Appartement.zoneTendue,
      loyerPrecedent: Appartement.loyerPrecedent,
      dateLoyerPrecedent: Appartement.dateLoyerPrecedent,
    })
    .from(Appartement)
    .where(eq(Appartement.id, appartementId));
  return lot;
}

export type LotRelocation = NonNullable<Awaited<ReturnType<typeof lotRelocation>>>;

/** The lot and the previous rent a new lease starting `debut` is held to (the lease `sauf` itself left out). */
export async function precedentDuLot(
  ports: Ports,
  appartementId: number,
  debut: string,
  sauf?: number,
): Promise<{ lot: LotRelocation | undefined; precedent: LoyerPrecedent | null }> {
  const [lot, bail] = await Promise.all([
    lotRelocation(ports, appartementId),
    dernierBail(ports, appartementId, debut, sauf),
  ]);
  const tape =
    lot?.loyerPrecedent != null && lot.dateLoyerPrecedent
      ? { montant: lot.loyerPrecedent, date: lot.dateLoyerPrecedent }
      : null;
  return { lot, precedent: bail ?? tape };
}

interface BailNouveau {
  AppartementId: number;
  dateCreationBail: string;
  dateDebutBail: string;
  dernierLoyerPrecedent?: number | null;
}

/**
 * A new lease in zone tendue prints the previous tenant's last rent and its date (décret n° 2015-587, annexe): the
 * product's figure when staff typed none. Only on a create: a saved lease keeps what it printed.
 */
export async function loyerPrecedentAImprimer(
  ports: Ports,
  d: BailNouveau,
  existing: unknown,
  /** The lot and its previous rent when the caller read them with its own reads. */
  lu?: Awaited<ReturnType<typeof precedentDuLot>>,
): Promise<{ dernierLoyerPrecedent?: number; dateDernierLoyerPrecedent?: string }> {
  if (existing || d.dernierLoyerPrecedent != null) return {};
  const { lot, precedent } = await (lu ?? precedentDuLot(ports, d.AppartementId, d.dateDebutBail));
  if (!lot || !precedent || !(lot.zoneTendue ?? enZoneTendueLe(lot, d.dateCreationBail))) return {};
  return { dernierLoyerPrecedent: precedent.montant, dateDernierLoyerPrecedent: precedent.date };
}
