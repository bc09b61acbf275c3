import type { ApiRecord } from "@/api/types";

// Statuses come from the server's flags (worker/services/resources/list-flags.ts), computed on the agency's
// Paris day: the web shows them and filters on them, it never recomputes them with the browser's own clock.

export type BadgeVariant = "success" | "warning" | "info" | "secondary" | "destructive";
export type StatusBadge = { label: string; variant: BadgeVariant };

/** A dossier runs until the server flags it `clos` (its end date has passed in Paris). */
export const isDossierOpen = (d: { clos: boolean }) => !d.clos;

/** Dossier badge: Clos, En préavis (today within the notice period), En cours. */
export const dossierBadge = (d: { clos: boolean; enPreavis: boolean }): StatusBadge =>
  d.clos
    ? { label: "Clos", variant: "secondary" }
    : d.enPreavis
      ? { label: "En préavis", variant: "warning" }
      : { label: "En cours", variant: "success" };

/** An intendance is current while the server flags it `enCours` (its end date is still ahead). */
export const isIntendanceCurrent = (i: { enCours: boolean }) => i.enCours;

export const intendanceBadge = (i: { enCours: boolean }): StatusBadge =>
  isIntendanceCurrent(i)
    ? { label: "En cours", variant: "success" }
    : { label: "Terminée", variant: "secondary" };

/** An address as every screen writes it: « 27 avenue Jean-Jaurès, 69007 Lyon ». */
export const apartmentLabel = (
  a:
    | { adresse?: string | null; codePostal?: string | null; ville?: string | null }
    | null
    | undefined,
) =>
  a
    ? [a.adresse, [a.codePostal, a.ville].filter(Boolean).join(" ")].filter(Boolean).join(", ")
    : "";

export function byId<T extends ApiRecord>(list: T[] | undefined): Map<string, T> {
  return new Map((list ?? []).map((r) => [String(r.id), r]));
}
