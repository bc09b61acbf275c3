import { eq } from "drizzle-orm";
import { Appartement, Mobilier } from "../../db/schema";
import type { Ports } from "../../ports";
import type { LigneMobilierInput } from "../../domain/schemas/mobilier";
import { getOr404 } from "../rows";
import { inTransaction } from "../transaction";
import type { ListeMobilier } from "../../domain/contract/mobilier";
import { listeMobilier } from "./liste";

/**
 * PUT /Appartement/{id}/mobilier: the lines (validated by `mobilierSchema`) become the apartment's whole furniture
 * list, in their order, in one transaction: a failure leaves the old list in place. Answers the list as read.
 */
export async function remplacerMobilier(
  ports: Ports,
  appartementId: number,
  lignes: readonly LigneMobilierInput[],
): Promise<ListeMobilier> {
  await inTransaction(ports, async (tx) => {
    await getOr404(tx, Appartement, appartementId);
    await tx.db.delete(Mobilier).where(eq(Mobilier.AppartementId, appartementId));
    const now = tx.clock.now().toISOString();
    if (lignes.length)
      await tx.db.insert(Mobilier).values(
        lignes.map((l, ordre) => ({
          AppartementId: appartementId,
          designation: l.designation,
          quantite: l.quantite,
          etat: l.etat ?? null,
          piece: l.piece ?? null,
          elementObligatoire: l.elementObligatoire ?? null,
          ordre,
          createdAt: now,
          updatedAt: now,
        })),
      );
  });
  return listeMobilier(ports, appartementId);
}
