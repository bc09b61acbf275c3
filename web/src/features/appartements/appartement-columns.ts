import type { Appartement, AppartementFlags, ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import type { BadgeVariant, StatusBadge } from "@/lib/status";

const STATUT_VARIANTS: Record<string, BadgeVariant> = {
  "En Travaux": "warning",
  Occupé: "success",
  Vacant: "secondary",
  "En préavis": "warning",
};

/** Spec 4 record status as the server computes it (`statut`: En Travaux, Occupé, Vacant). */
export const statutBadge = (label: string | null | undefined) =>
  label ? { label, variant: STATUT_VARIANTS[label] ?? "secondary" } : null;

/** « En gestion » (a caretaking mission covers today, or a management mandate): the dashboard's status, by the server's flag. */
export const EN_GESTION = { label: "En gestion", variant: "info" } as const satisfies StatusBadge;

/** The record status column of rows carrying the list flags. */
export const statutColumn = <T extends AppartementFlags>() =>
  col.badge<T>(
    "statut",
    "Statut",
    (a) => statutBadge(a.statut) ?? { label: "—", variant: "secondary" },
  );

/** Address and rent of any apartment rows: listed, or the relations of a read (T). */
export const appartementBaseColumns = <T extends Appartement>() => [
  col.text<T, Appartement>("adresse", "Adresse"),
  col.text<T, Appartement>("codePostal", "Code postal"),
  col.text<T, Appartement>("ville", "Ville"),
  col.number<T, Appartement>("surface", "Surface (m²)"),
  col.money<T, Appartement>("loyerHC", "Loyer HC"),
  col.money<T, Appartement>("charge", "Charges"),
  col.money<T, Appartement>("loyerTCC", "Loyer CC"),
];

type Listed = ListRow<"Appartement">;
/** The apartment selection dialog: address, town, rent and status. */
export const appartementPickColumns = [
  col.text<Listed>("adresse", "Adresse"),
  col.text<Listed>("codePostal", "Code postal"),
  col.text<Listed>("ville", "Ville"),
  col.money<Listed>("loyerTCC", "Loyer CC"),
  statutColumn<Listed>(),
];
