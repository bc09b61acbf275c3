import { and, eq } from "drizzle-orm";
import { Intendance } from "../db/schema";
import { renouvellement } from "../domain/intendance";
import { introuvable } from "../domain/labels";
import { toEuros } from "../domain/money";
import { conflict, notFound } from "../lib/errors";
import type { Ports } from "../ports";
import { intendanceResource } from "./resources/intendance";
import { createRow, findRow } from "./rows";
import { toApi } from "./serialize";
import { inTransaction } from "./transaction";
import { present } from "../domain/present";

export const DEJA_RENOUVELEE = "Cette intendance a déjà été renouvelée.";
export const DEPENSE_NON_RENOUVELABLE =
  "Une dépense ne se renouvelle pas : seule une mission d'intendance peut l'être.";

/**
 * Renews a caretaking mission (spec 4): marks it renouvele and creates the same mission one year later, in one
 * transaction. The mark is a conditional UPDATE (only a row still `renouvele = 0` matches), so of two renewals,
 * parallel or not, on Node or on the edge, exactly one creates a mission and the other gets 409.
 */
export async function renouvelerIntendance(ports: Ports, id: number) {
  return inTransaction(ports, async (tx) => {
    const [old] = await tx.db
      .update(Intendance)
      .set({ renouvele: true, updatedAt: tx.clock.now().toISOString() })
      .where(
        and(
          eq(Intendance.id, id),
          eq(Intendance.nature, "mission"),
          eq(Intendance.renouvele, false),
        ),
      )
      .returning();
    if (!old) {
      const row = await findRow(tx, Intendance, id);
      if (!row) throw notFound(introuvable("Intendance"));
      throw conflict(row.nature === "mission" ? DEJA_RENOUVELEE : DEPENSE_NON_RENOUVELABLE);
    }
    // A mission always has its dates (the schema requires them); the new one is validated and derived as a POST is.
    const { prixCents, ...next } = renouvellement({
      AppartementId: old.AppartementId,
      dateDepart: present(old.dateDepart, "début de la mission"),
      dateFin: present(old.dateFin, "fin de la mission"),
      tva: old.tva,
    });
    const created = await createRow(tx, intendanceResource, { ...next, prix: toEuros(prixCents) });
    return { intendance: toApi("Intendance", created), precedente: toApi("Intendance", old) };
  });
}
