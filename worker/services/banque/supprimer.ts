import { and, eq, notExists } from "drizzle-orm";
import { LigneBancaire, ReleveBancaire } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";

export const MSG_RELEVE_RAPPROCHE =
  "Ce relevé a des lignes rapprochées : annulez d'abord leurs rapprochements.";

/**
 * DELETE /api/banque/releves/{id}: a statement imported by mistake (the wrong account, a CSV read with the wrong
 * columns) goes with its lines, so that the right file can be imported again (its lines are no longer
 * duplicates). Refused while one of its lines is a payment of a tenant's account: the condition is part of the one
 * DELETE, so a match committed meanwhile is never lost.
 */
export async function supprimerReleve(ports: Ports, id: number) {
  const rapprochee = ports.db
    .select({ id: LigneBancaire.id })
    .from(LigneBancaire)
    .where(and(eq(LigneBancaire.releveId, id), eq(LigneBancaire.statut, "rapprochée")));
  const [gone] = await ports.db
    .delete(ReleveBancaire)
    .where(and(eq(ReleveBancaire.id, id), notExists(rapprochee)))
    .returning({ id: ReleveBancaire.id, lignes: ReleveBancaire.lignes });
  if (gone) return { id: gone.id, lignes: gone.lignes };
  // Nothing deleted: say why (this read only words the refusal).
  const [kept] = await ports.db
    .select({ id: ReleveBancaire.id })
    .from(ReleveBancaire)
    .where(eq(ReleveBancaire.id, id));
  throw kept ? conflict(MSG_RELEVE_RAPPROCHE) : notFound("Relevé introuvable.");
}
