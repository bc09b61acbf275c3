// Relative, not @worker: tests/e2e read this file under the root tsconfig, which has no web aliases.
import { nombreDe } from "../../../worker/domain/francais/pluriel";

const moneyFormat = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const numberFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/**
 * "1 234,56 €" (fr-FR groups with a narrow no-break space). An amount that rounds to zero reads "0,00 €" whatever its
 * sign (issue 60: never "-0,00 €").
 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return "";
  return moneyFormat.format(Math.round(Math.abs(n) * 100) === 0 ? 0 : n);
}

const countFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

/** A count with French digit grouping: "2 000" (narrow no-break space, as fr-FR prints it). */
export function formatCount(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? countFormat.format(value) : "";
}

/**
 * "1 971 vacants", "1 loué", "0 loué": French agreement (plural from 2 on), an irregular plural given ("bail",
 * "baux"). The server's rule itself (worker/domain/francais/pluriel.ts), under the web's name.
 */
export const countLabel = nombreDe;

export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? numberFormat.format(n) : String(value);
}

/** "YYYY-MM-DD" or an ISO timestamp -> "dd/mm/yyyy"; anything else unchanged. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

// The agency's clock: an event at 23:44 in Paris reads 23:44 from a browser in any zone.
const dateTimeFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** ISO timestamp -> "21/11/2025 23:44" (fr-FR, Paris time). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTimeFormat.format(d);
}

export function formatBool(value: unknown): string {
  return value ? "Oui" : "Non";
}

export function fullName(
  p: { nom?: string | null; prenom?: string | null } | null | undefined,
): string {
  if (!p) return "";
  return [p.prenom, p.nom].filter(Boolean).join(" ");
}
