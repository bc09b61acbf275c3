import type { ColumnDef } from "@tanstack/react-table";
import type { Intendance, IntendanceFlags, ListRow } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { Badge } from "@/components/ui/badge";
import { formatBool } from "@/lib/format";
import { apartmentLabel, intendanceBadge } from "@/lib/status";
import { RegleSwitch } from "./intendance-actions";

/** A row of an apartment's Intendance tab or of the list: the stored intendance and its `enCours` flag. */
export type IntendanceRow = Intendance & IntendanceFlags;
type ListRowI = ListRow<"Intendance">;

/** "Réglée" as a switch that records the payment in place (the CSV and the search read Oui / Non). */
export function regleColumn<T extends IntendanceRow>(): ColumnDef<T, unknown> {
  return {
    id: "regle",
    header: "Réglée",
    accessorFn: (row) => row.regle,
    cell: ({ row }) => <RegleSwitch row={row.original} />,
    meta: { text: (row: T) => formatBool(row.regle) },
  };
}

const etatText = (row: IntendanceRow) =>
  `${intendanceBadge(row).label}${row.renouvele ? ", renouvelée" : ""}`;

/** État: En cours or Terminée (the server's `enCours`), and Renouvelée once renewed, stacked to keep the row narrow. */
function etatColumn<T extends IntendanceRow>(): ColumnDef<T, unknown> {
  return {
    id: "etat",
    header: "État",
    accessorFn: etatText,
    cell: ({ row }) => {
      const b = intendanceBadge(row.original);
      return (
        <div className="flex flex-col items-start gap-1">
          <Badge variant={b.variant}>{b.label}</Badge>
          {row.original.renouvele ? <Badge variant="info">Renouvelée</Badge> : null}
        </div>
      );
    },
    meta: { text: etatText },
  };
}

/** A caretaking mission's period, prices, paid switch and state, renewal included (the apartment's tab and the list). */
export const missionColumns = <T extends IntendanceRow>(): ColumnDef<T, unknown>[] => [
  // "2026-0042" never wraps: it takes no text column's minimum width (the list fits at 1440 px).
  {
    ...col.text<T, IntendanceRow>("numeroMandat", "Mandat"),
    cell: ({ row }: { row: { original: T } }) => (
      <span className="text-xs tabular-nums">{row.original.numeroMandat ?? ""}</span>
    ),
  },
  col.date<T, IntendanceRow>("dateDepart", "Début"),
  col.date<T, IntendanceRow>("dateFin", "Fin"),
  col.money<T, IntendanceRow>("prix", "Prix TTC"),
  col.money<T, IntendanceRow>("prixHT", "Prix HT"),
  regleColumn<T>(),
  etatColumn<T>(),
];

const modeLabel = (m: string | null | undefined) => (m === "Cheque" ? "Chèque" : (m ?? ""));

/** An expense: label, date, amount, invoice, payment mode and the paid switch. */
export const depenseColumns = <T extends IntendanceRow>(): ColumnDef<T, unknown>[] => [
  col.text<T, IntendanceRow>("intitule", "Intitulé"),
  col.date<T, IntendanceRow>("date", "Date"),
  col.money<T, IntendanceRow>("montant", "Montant"),
  col.text<T, IntendanceRow>("numFacture", "N° de facture"),
  col.text<T, IntendanceRow>("mode", "Mode", (i) => modeLabel(i.mode)),
  regleColumn<T>(),
];

/** The list's apartment column: the address the server puts on each row (no apartment list downloaded). */
export const appartementColumn = col.text<ListRowI>("appartement", "Appartement", (i) =>
  apartmentLabel(i.Appartement),
);
