const moneyFormat = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const numberFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });
const monthFormat = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric" });

/** "1 234,56 €" (fr-FR groups with a narrow no-break space). */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? moneyFormat.format(n) : "";
}

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

const dateTimeFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "short" });

/** ISO timestamp -> "21/11/2025 23:44" (fr-FR, local time). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTimeFormat.format(d);
}

export function formatBool(value: unknown): string {
  return value ? "Oui" : "Non";
}

/** "mars 2025" with a capital: "Mars 2025". */
export function formatMonth(date: Date): string {
  const s = monthFormat.format(date);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Today as YYYY-MM-DD in local time. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

export function fullName(p: { nom?: string | null; prenom?: string | null } | null | undefined): string {
  if (!p) return "";
  return [p.prenom, p.nom].filter(Boolean).join(" ");
}
