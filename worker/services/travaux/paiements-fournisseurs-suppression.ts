import { sql } from "drizzle-orm";
import {
  MSG_PAIEMENT_INTROUVABLE,
  MSG_PAIEMENT_VALIDE_NON_SUPPRIMABLE,
} from "../../domain/travaux/paiements-fournisseurs";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";

// DELETE /api/PaiementFournisseurs/{id}: a draft only, with its lines, so that its invoices, GLI premiums and
// recoveries are free for another batch (the unique indexes keep each in one batch at most). One batch, every
// delete under « still a draft »: a validation running at the same time either comes first (then this is a 409 and
// nothing is deleted) or finds no draft. A validated batch is never deleted: the owners were debited by it.

export async function supprimerPaiementFournisseurs(ports: Ports, id: number) {
  const brouillon = sql`exists (select 1 from "PaiementFournisseur" where "id" = ${id} and "statut" = 'brouillon')`;
  const [, , , , [gone], [reste]] = await inOneTrip(ports, [
    ports.db.run(
      sql`delete from "LignePaiementFournisseur" where "PaiementFournisseurId" = ${id} and ${brouillon}`,
    ),
    ports.db.run(
      sql`delete from "LignePaiementPrime" where "PaiementFournisseurId" = ${id} and ${brouillon}`,
    ),
    ports.db.run(
      sql`delete from "ReversementRecuperation" where "PaiementFournisseurId" = ${id} and ${brouillon}`,
    ),
    ports.db.run(
      sql`delete from "PaiementFournisseur" where "id" = ${id} and "statut" = 'brouillon'`,
    ),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.all<{ statut: string }>(
      sql`select "statut" from "PaiementFournisseur" where "id" = ${id}`,
    ),
  ]);
  if (Number(gone?.n) === 1) return { id };
  if (reste) throw conflict(MSG_PAIEMENT_VALIDE_NON_SUPPRIMABLE);
  throw notFound(MSG_PAIEMENT_INTROUVABLE);
}
