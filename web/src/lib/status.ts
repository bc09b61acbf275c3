import type { ApiRecord } from "@/api/types";
import { todayIso } from "./format";
import { dossierEnCours, enPreavis, intendanceCouvre, intendanceEnCours, statutTableauDeBord } from "@worker/domain/statut-appartement";

// The status rules live once in worker/domain (pure, shared with the server); these adapt them to API records.
const rec = (r: ApiRecord) => r as Record<string, string | null | undefined>;

/** A dossier is closed from its end date on (spec 4). */
export const isDossierOpen = (d: ApiRecord, today = todayIso()) => dossierEnCours(rec(d), today);

/** An intendance is current while its end date is in the future. */
export const isIntendanceCurrent = (i: ApiRecord, today = todayIso()) => intendanceEnCours(rec(i), today);

/** An intendance covers today: its apartment is 'En gestion'. */
export const isIntendanceCovering = (i: ApiRecord, today = todayIso()) => intendanceCouvre(rec(i), today);

export const isInNotice = (d: ApiRecord, today = todayIso()) => enPreavis(rec(d), today);

export type BadgeVariant = "success" | "warning" | "info" | "secondary" | "destructive";

const DASHBOARD_VARIANT: Record<string, BadgeVariant> = { "En gestion": "info", "En Travaux": "warning", Louée: "success", Vacant: "secondary" };

/** Dashboard status of spec 4 (En gestion, En Travaux, Louée, Vacant), from the shared domain rule. */
export function apartmentStatus(
  a: ApiRecord,
  openDossiers: ApiRecord[],
  managed: Set<string>,
  today = todayIso(),
): { label: string; variant: BadgeVariant } {
  const tenants = Array.isArray(a.locataires) ? a.locataires.length : 0;
  const aDesLocataires = tenants > 0 || openDossiers.some((d) => String(d.AppartementId) === String(a.id));
  // `managed` already holds the apartments an intendance covers today.
  const intendances = managed.has(String(a.id)) ? [{ dateDepart: today, dateFin: today }] : [];
  const label = statutTableauDeBord({ wip: !!a.wip }, { aDesLocataires, intendances }, today);
  return { label, variant: DASHBOARD_VARIANT[label]! };
}

export function receiptStatus(q: ApiRecord): { label: string; variant: BadgeVariant } {
  if (q.regle) return { label: "Payée", variant: "success" };
  if (q.statusInconu) return { label: "Inconnu", variant: "secondary" };
  return { label: "Impayée", variant: "destructive" };
}

export const apartmentLabel = (a: ApiRecord | undefined) =>
  a ? [a.adresse, [a.codePostal, a.ville].filter(Boolean).join(" ")].filter(Boolean).join(", ") : "";

export function byId(list: ApiRecord[] | undefined): Map<string, ApiRecord> {
  return new Map((list ?? []).map((r) => [String(r.id), r]));
}
