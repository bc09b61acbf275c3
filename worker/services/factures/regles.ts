import type { Accompte, Intendance } from "../../db/schema";
import type { Ports } from "../../ports";
import type { Row } from "../resource-def";
import type { DeleteRule } from "../resource-def";
import { msgFacture } from "../../domain/archives/messages";
import { sql } from "drizzle-orm";
import { emettreFactureIntendance, emettreFacturesMission, factureEnVigueur } from "./emettre";

// The hooks by which the instalment and caretaking writes issue their invoices, in their own transaction (ADR 028).
// Each issues a statement only when the row written is paid and was not, or has just joined its mission: the writes
// of unpaid rows keep their round trips.

type AccompteRow = typeof Accompte.$inferSelect;
type IntendanceRow = typeof Intendance.$inferSelect;
type Lien = "AccompteId" | "IntendanceId";

/**
 * Issued means immutable (ADR 038): an instalment or fee an invoice covers is neither changed nor deleted (409)
 * while its invoice stands; a credit note cancels it first (then it may be corrected, and paying it again issues a
 * new invoice). The guard triggers of migration 0043 stand behind it. Only a paid row can be invoiced.
 */
export async function refusFacture(
  ports: Ports,
  lien: Lien,
  existing?: { id: number; regle: boolean },
): Promise<string | null> {
  if (!existing?.regle) return null;
  const numero = await factureEnVigueur(ports, lien, existing.id);
  return numero ? msgFacture(lien, numero) : null;
}

/** The same refusal as a delete rule (the DELETE's 409 and the list's `supprimable`): one query for the rows. */
export const factureRule = (lien: Lien): DeleteRule => ({
  async refused({ db }, given, page) {
    // Issued before the rows are awaited: one round trip with the list's read on the edge. A page's: its ids only.
    const inPage = page ? sql` and f.${sql.raw(`"${lien}"`)} in ${page}` : sql``;
    const read = db.all<{ id: number; numero: string }>(
      sql`select f.${sql.raw(`"${lien}"`)} as id, f."numero" as numero from "Facture" f
        where f.${sql.raw(`"${lien}"`)} is not null and f.prefixe = 'F'
        and not exists (select 1 from "Facture" av where av."avoirDe" = f.id)${inPage}`,
    );
    const [found, rows] = await Promise.all([read, given]);
    const numeros = new Map(found.map((f) => [f.id, f.numero]));
    return new Map(
      rows.flatMap((r) => {
        const numero = numeros.get(r.id);
        return numero ? [[r.id, msgFacture(lien, numero)] as const] : [];
      }),
    );
  },
});

/** After an instalment is written: invoiced when it is paid in a mission (which needs a client). */
export async function apresEcritureAccompte(ports: Ports, row: AccompteRow, before?: AccompteRow) {
  if (!row.regle || row.MissionId === null) return;
  if (before?.regle && before.MissionId === row.MissionId) return;
  await emettreFacturesMission(ports, row.MissionId);
}

/** After a caretaking row is written: its fee invoiced once paid. */
export async function apresEcritureIntendance(
  ports: Ports,
  row: IntendanceRow,
  before?: IntendanceRow,
) {
  if (!row.regle || row.nature !== "mission" || before?.regle) return;
  await emettreFactureIntendance(ports, row.id);
}

/** A client or a paid instalment joins a mission (PUT /Mission/{id}/client|accompte/add/{id}). */
export async function apresLienMission(ports: Ports, missionId: number, accompte?: Row) {
  if (accompte && !accompte.regle) return;
  await emettreFacturesMission(ports, missionId);
}
