import type { ApiRecord } from "@/api/types";
import { col } from "@/components/data-table/columns";
import type { BadgeVariant } from "@/lib/status";

const STATUT_VARIANTS: Record<string, BadgeVariant> = { "En Travaux": "warning", "Occupé": "success", "Vacant": "secondary", "En préavis": "warning" };

/** Spec 4 record status as the server computes it (`statut`: En Travaux, Occupé, Vacant). */
export const statutBadge = (label: unknown) =>
  typeof label === "string" && label ? { label, variant: STATUT_VARIANTS[label] ?? "secondary" } : null;

export const statutColumn = col.badge<ApiRecord>("statut", "Statut", (a) => statutBadge(a.statut) ?? { label: "—", variant: "secondary" });

export const appartementBaseColumns = [
  col.text<ApiRecord>("adresse", "Adresse"),
  col.text<ApiRecord>("codePostal", "Code postal"),
  col.text<ApiRecord>("ville", "Ville"),
  col.number<ApiRecord>("surface", "Surface (m²)"),
  col.money<ApiRecord>("loyerHC", "Loyer HC"),
  col.money<ApiRecord>("charge", "Charges"),
  col.money<ApiRecord>("loyerTCC", "Loyer CC"),
];

/** The apartment selection dialog: address, town, rent and status. */
export const appartementPickColumns = [
  col.text<ApiRecord>("adresse", "Adresse"),
  col.text<ApiRecord>("codePostal", "Code postal"),
  col.text<ApiRecord>("ville", "Ville"),
  col.money<ApiRecord>("loyerTCC", "Loyer CC"),
  statutColumn,
];
