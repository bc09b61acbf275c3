import type { Accompte, Intendance } from "../../db/schema";
import type { Ports } from "../../ports";
import type { Row } from "../resource-def";
import {
  emettreFactureIntendance,
  emettreFacturesMission,
  factureEnVigueur,
  MSG_FACTURE_EMISE,
} from "./emettre";

// The hooks by which the instalment and caretaking writes issue their invoices, in their own transaction (ADR 028).
// Each issues a statement only when the row written is paid and was not, or has just joined its mission: the writes
// of unpaid rows keep their round trips.

type AccompteRow = typeof Accompte.$inferSelect;
type IntendanceRow = typeof Intendance.$inferSelect;
type Paye = { regle?: unknown };

/**
 * Un-paying an invoiced instalment or fee is refused (409) while its invoice stands: an invoice never changes, a
 * credit note cancels it first (then un-paying is allowed, and paying again issues a new invoice).
 */
export async function refusDeNonRegle(
  ports: Ports,
  lien: "AccompteId" | "IntendanceId",
  data: Paye,
  existing?: { id: number; regle: boolean },
): Promise<string | null> {
  if (!existing?.regle || data.regle) return null;
  const numero = await factureEnVigueur(ports, lien, existing.id);
  return numero ? MSG_FACTURE_EMISE(numero) : null;
}

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
