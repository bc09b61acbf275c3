import type { ReactNode } from "react";
import type { Column } from "@/components/data-table/column-meta";
import type { ApiRecord } from "@/api/types";
import { DataTable, type DataTableProps } from "@/components/data-table/data-table";

interface CurrentHistoryProps<T extends ApiRecord> {
  rows: T[];
  isCurrent: (row: T) => boolean;
  columns: Column<T>[];
  basePath?: string;
  exportName: string;
  labels: { current: string; history: string };
  toolbar?: ReactNode;
  /** Given to both tables: row buttons, the edit dialog. */
  table?: Pick<DataTableProps<T>, "rowActions" | "onEdit">;
}

/** Two lists of the same rows: current ones, then the history (dossiers, intendances of an apartment). */
export function CurrentHistoryTables<T extends ApiRecord>({
  rows,
  isCurrent,
  columns,
  basePath,
  exportName,
  labels,
  toolbar,
  table,
}: CurrentHistoryProps<T>) {
  const current = rows.filter(isCurrent);
  const past = rows.filter((r) => !isCurrent(r));
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">{labels.current}</h3>
        <DataTable
          {...table}
          columns={columns}
          data={current}
          basePath={basePath}
          actions={{ delete: false }}
          exportName={`${exportName}-en-cours`}
          toolbar={toolbar}
          emptyText="Aucun élément en cours."
        />
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">{labels.history}</h3>
        <DataTable
          {...table}
          columns={columns}
          data={past}
          basePath={basePath}
          actions={{ delete: false }}
          exportName={`${exportName}-historique`}
          emptyText="Aucun historique."
        />
      </section>
    </div>
  );
}
