import type * as React from "react";
import type { Row, Table } from "@tanstack/react-table";
import { DownloadIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import type { Column } from "./column-meta";
import { accord } from "@worker/domain/francais/pluriel";

// Row selection of the one DataTable (issue 42, ADR 046): a checkbox per row, one in the header for the rows of the
// page, and a bar that stays in view while rows are selected, with the list's own actions on them.

/** What a list does with its selected rows: buttons, given the rows and a way to clear the selection. */
export type BulkActions<T> = (selected: T[], clear: () => void) => React.ReactNode;

/** The checkbox column; `name` says which row a checkbox selects (its label for a screen reader). */
export function selectColumn<T>(name: (row: T) => string): Column<T> {
  return {
    id: "select",
    header: ({ table }: { table: Table<T> }) => (
      <Checkbox
        aria-label="Sélectionner toutes les lignes de la page"
        checked={
          table.getIsAllPageRowsSelected()
            ? true
            : table.getIsSomePageRowsSelected()
              ? "indeterminate"
              : false
        }
        onCheckedChange={(on) => table.toggleAllPageRowsSelected(on === true)}
      />
    ),
    cell: ({ row }: { row: Row<T> }) => (
      <Checkbox
        aria-label={`Sélectionner ${name(row.original)}`}
        checked={row.getIsSelected()}
        onCheckedChange={(on) => row.toggleSelected(on === true)}
        // The row opens its record on a click: this one is the checkbox's.
        onClick={(e) => e.stopPropagation()}
        className="max-sm:size-5"
      />
    ),
    enableSorting: false,
    enableGlobalFilter: false,
    meta: { className: "w-px pr-0", text: () => "", card: "select" },
  };
}

const selectedLabel = (n: number) => `${n} ${accord(n, "sélectionné")}`;

/** The bar of a selection: how many rows, the list's actions, their CSV, and "Désélectionner". */
export function SelectionBar<T>({
  selected,
  actions,
  onExport,
  onClear,
}: {
  selected: T[];
  actions?: BulkActions<T>;
  onExport: () => void;
  onClear: () => void;
}) {
  if (!selected.length) return null;
  return (
    <section
      aria-label="Actions sur la sélection"
      className="sticky bottom-3 z-20 flex flex-wrap items-center gap-2 rounded-lg border bg-card p-2 pl-4 shadow-md"
    >
      <p role="status" className="mr-auto text-sm font-medium">
        {selectedLabel(selected.length)}
      </p>
      {actions?.(selected, onClear)}
      <Button variant="outline" size="sm" onClick={onExport}>
        <DownloadIcon /> Exporter CSV
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <XIcon /> Désélectionner
      </Button>
    </section>
  );
}
