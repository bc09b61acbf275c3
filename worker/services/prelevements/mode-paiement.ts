import { and, eq, inArray, type SQL } from "drizzle-orm";
import { MandatSepa } from "../../db/schema";
import { MODE_PRELEVEMENT } from "../../domain/schemas/enums";
import type { Ports } from "../../ports";

// A dossier's payment mode as read (issue 60, item 8, ADR 077): "Prélèvement" while a direct-debit mandate is active
// on it, the stored mode (Dossier.modePaiement, the lease's choice) otherwise. Computed on every read, never
// written: revoking the mandate gives the stored mode back by itself, and no write can leave the two apart.

/** The dossiers with an active mandate (one per dossier at most): a read issued with the list's, one round trip on the edge. */
export function dossiersPreleves(ports: Ports, page?: SQL) {
  return ports.db
    .select({ d: MandatSepa.DossierId })
    .from(MandatSepa)
    .where(
      and(eq(MandatSepa.statut, "actif"), page ? inArray(MandatSepa.DossierId, page) : undefined),
    )
    .execute()
    .then((rows) => new Set(rows.map((r) => r.d)));
}

/** Whether the dossier `id` has an active mandate (one read, issued with the record's). */
export function dossierPreleve(ports: Ports, id: number) {
  return ports.db
    .select({ id: MandatSepa.id })
    .from(MandatSepa)
    .where(and(eq(MandatSepa.DossierId, id), eq(MandatSepa.statut, "actif")))
    .limit(1)
    .then((rows) => rows.length > 0);
}

/** The mode the dossier reads. */
export const modeLu = (stocke: string, preleve: boolean) => (preleve ? MODE_PRELEVEMENT : stocke);

/**
 * The mode to store from what a form sent: "Prélèvement" is what the form read from an active mandate, not a choice,
 * so the stored mode is kept ("Virement" for a new dossier).
 */
export const modeAStocker = (envoye: string, stocke: string | undefined) =>
  envoye === MODE_PRELEVEMENT ? (stocke ?? "Virement") : envoye;
