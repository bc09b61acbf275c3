import { eq } from "drizzle-orm";
import { DeductionDepot, RestitutionDepot } from "../../db/schema";
import type { Ports } from "../../ports";
import type { RestitutionDepotApi } from "../../domain/contract/depot";
import { regleRetenue } from "../../domain/depot/retenue";
import { piecesCitables } from "../../domain/depot/pieces";
import type { RestitutionDepotInput } from "../../domain/schemas/depot";
import { toCents } from "../../domain/money";
import { badRequest, conflict } from "../../lib/errors";
import { MSG_INVALID } from "../../lib/errors";
import { today } from "../../lib/dates";
import { inTransaction } from "../transaction";
import { etatRestitution, lireRestitution, restitutionApi } from "./lire";

export const MSG_CLES_NON_RENDUES =
  "La date de restitution des clés n'est pas saisie : la restitution du dépôt de garantie n'est pas ouverte.";
export const MSG_PIECE_INCONNUE = "Cette pièce n'est pas dans l'état des lieux de sortie.";
export const MSG_AVANT_CLES = "La restitution ne peut précéder la remise des clés.";

/**
 * PUT /Dossier/{id}/restitutionDepot: the settlement (validated by `restitutionDepotSchema`) replaces the stored
 * one, its deductions in their order, in one transaction whose reads see the dossier as it is (write lock first):
 * the keys must be back (409), the hold-back within 20 % of the deposit and each cited room in the exit inventory
 * (400). The one row per dossier is an upsert on its unique index. Answers the settlement as read after it.
 */
export async function enregistrerRestitution(
  ports: Ports,
  dossierId: number,
  input: RestitutionDepotInput,
): Promise<RestitutionDepotApi> {
  const retenue = toCents(input.retenue);
  return inTransaction(ports, async (tx) => {
    const l = await lireRestitution(tx, dossierId);
    const { dossier } = l;
    if (!dossier.dateRestitutionCles) throw conflict(MSG_CLES_NON_RENDUES);
    const fields: Record<string, string> = {};
    const regle = regleRetenue(dossier.depot, retenue);
    if (regle) fields.retenue = regle;
    const cites = new Set(piecesCitables(dossier.sortie).map((p) => p.id));
    input.deductions.forEach((d, i) => {
      if (d.piece && !cites.has(d.piece)) fields[`deductions.${i}.piece`] = MSG_PIECE_INCONNUE;
    });
    if (input.dateRestitution && input.dateRestitution < dossier.dateRestitutionCles)
      fields.dateRestitution = MSG_AVANT_CLES;
    if (Object.keys(fields).length) throw badRequest(MSG_INVALID, fields);

    const now = tx.clock.now().toISOString();
    const dateRestitution = input.dateRestitution ?? null;
    await tx.db
      .insert(RestitutionDepot)
      .values({
        DossierId: dossierId,
        retenueSyndic: retenue,
        dateRestitution,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: RestitutionDepot.DossierId,
        set: { retenueSyndic: retenue, dateRestitution, updatedAt: now },
      });
    await tx.db.delete(DeductionDepot).where(eq(DeductionDepot.DossierId, dossierId));
    if (input.deductions.length)
      await tx.db.insert(DeductionDepot).values(
        input.deductions.map((d, ordre) => ({
          DossierId: dossierId,
          motif: d.motif,
          montant: toCents(d.montant),
          piece: d.piece ?? null,
          ordre,
          createdAt: now,
          updatedAt: now,
        })),
      );
    const apres = await lireRestitution(tx, dossierId);
    return restitutionApi(dossierId, etatRestitution(apres, today(tx.clock)));
  });
}
