import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { listQuery } from "@/api/resources";
import type { ListRow, ResourceName } from "@/api/types";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export interface SelectionDialogProps<R extends ResourceName> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  resource: R;
  columns: ColumnDef<ListRow<R>, any>[];
  /** Ids already linked: not offered again. */
  exclude?: (number | string)[];
  /** Called with the chosen row; the dialog closes once it resolves. */
  onSelect: (row: ListRow<R>) => unknown;
}

/** The selection dialog of spec 2: a filterable table of 20 rows, one "Choisir" button per row. */
export function SelectionDialog<R extends ResourceName>({ open, onOpenChange, title, description, resource, columns, exclude, onSelect }: SelectionDialogProps<R>) {
  const list = useQuery({ ...listQuery(resource), enabled: open });
  const [pending, setPending] = React.useState<number | null>(null);
  const excluded = React.useMemo(() => new Set((exclude ?? []).map(String)), [exclude]);
  const rows = React.useMemo(() => (list.data ?? []).filter((r) => !excluded.has(String(r.id))), [list.data, excluded]);

  const withChoose = React.useMemo<ColumnDef<ListRow<R>, any>[]>(
    () => [
      ...columns,
      {
        id: "choisir",
        header: () => <span className="sr-only">Choisir</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="outline"
            disabled={pending !== null}
            onClick={async () => {
              setPending(row.original.id);
              try {
                await onSelect(row.original);
                onOpenChange(false);
              } catch {
                // The caller (or the HTTP client) already told the user.
              } finally {
                setPending(null);
              }
            }}
          >
            {pending === row.original.id ? "..." : "Choisir"}
          </Button>
        ),
        meta: { className: "w-px text-right" },
      },
    ],
    [columns, onSelect, onOpenChange, pending],
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description ?? "Recherchez puis choisissez une ligne."}</DialogDescription>
        </DialogHeader>
        {open ? (
          <DataTable columns={withChoose} data={rows} isLoading={list.isLoading} pageSize={20} actions={{ edit: false, view: false, delete: false }} exportName={`selection-${resource}`} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
