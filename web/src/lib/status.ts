import type { ApiRecord } from "@/api/types";
import { todayIso } from "./format";

const str = (v: unknown) => (typeof v === "string" && v ? v.slice(0, 10) : null);

/** A dossier is closed once its end of lease has passed (spec 4). */
export function isDossierOpen(d: ApiRecord, today = todayIso()): boolean {
  const end = str(d.dateFinBail);
  return end === null || end >= today;
}

export function isIntendanceCurrent(i: ApiRecord, today = todayIso()): boolean {
  const start = str(i.dateDepart);
  const end = str(i.dateFin);
  return (start === null || start <= today) && end !== null && end >= today;
}

export function isInNotice(d: ApiRecord, today = todayIso()): boolean {
  const start = str(d.dateDebutPreavis);
  const end = str(d.dateFinPreavis);
  return start !== null && end !== null && start <= today && today <= end;
}

export type BadgeVariant = "success" | "warning" | "info" | "secondary" | "destructive";

/** Dashboard status of spec 4: En Travaux, En gestion, Louée, Vacant. */
export function apartmentStatus(
  a: ApiRecord,
  openDossiers: ApiRecord[],
  managed: Set<string>,
): { label: string; variant: BadgeVariant } {
  if (a.wip) return { label: "En Travaux", variant: "warning" };
  if (managed.has(String(a.id))) return { label: "En gestion", variant: "info" };
  const tenants = Array.isArray(a.locataires) ? a.locataires.length : 0;
  if (tenants > 0 || openDossiers.some((d) => String(d.AppartementId) === String(a.id)))
    return { label: "Louée", variant: "success" };
  return { label: "Vacant", variant: "secondary" };
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
