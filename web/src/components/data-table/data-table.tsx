import * as React from "react";
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type FilterFn,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import type { Column } from "./column-meta";
import { useSession } from "@/api/session-store";
import { canDelete, type Deletable, type ResourceName } from "@/api/types";
import { Table, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { downloadCsv } from "@/lib/csv";
import { csvTable } from "./export";
import { cn } from "@/lib/utils";
import { normalize } from "./column-meta";
import { CARD_FRAME, CARD_HEADER, CARD_TABLE, cardRoles } from "./card-layout";
import { DataTableLoadingFooter, DataTablePagination } from "./pagination";
import { RowActions } from "./row-actions";
import { useRowOpener } from "./row-navigation";
import { SelectionBar, selectColumn, type BulkActions } from "./selection";
import { DataTableBody } from "./table-body";
import { DataTableToolbar } from "./toolbar";

export interface DataTableProps<T extends { id: number | string }> {
  columns: Column<T>[];
  data: T[] | undefined;
  isLoading?: boolean;
  /** Row actions link to `${basePath}/:id` and `${basePath}/:id/edit`; a click on the row opens `${basePath}/:id`. */
  basePath?: string;
  /** Enables the delete action (shown only to admin and user_delete). */
  resource?: ResourceName;
  actions?: { edit?: boolean; view?: boolean; delete?: boolean };
  /** Opens a row (click, Enter); without it a row opens `${basePath}/:id`, else `onEdit`, else nothing. */
  onOpen?: (row: T) => void;
  onEdit?: (row: T) => void;
  exportName?: string;
  /** The export button's words; "Exporter CSV" unless told. */
  exportLabel?: string;
  pageSize?: number;
  toolbar?: React.ReactNode;
  emptyText?: string;
  rowClassName?: (row: T) => string | undefined;
  searchable?: boolean;
  /** Extra buttons at the start of each row's actions (remove a link, download, replace...). */
  rowActions?: (row: T) => React.ReactNode;
  /**
   * Rows can be selected (a checkbox each, the page's all at once) and these act on the selection, shown in a bar
   * with its count and its CSV export (issue 42).
   */
  bulkActions?: BulkActions<T>;
  /** Which row a checkbox selects, for its label ("Sélectionner Jean Dupont"); the first column's text unless told. */
  selectionName?: (row: T) => string;
}

/**
 * The server's `supprimable` flag (list rows and reads): false where its delete rule would refuse (a running
 * dossier, an owner...). Rows without it (a record's linked rows) are not refused here.
 */
const refusesDelete = (row: object) => (row as Partial<Deletable>).supprimable === false;

// One empty array for every table without data: a new [] each render made TanStack's autoResetPageIndex reset the
// page on every render once the data went from loaded to loading (a query key changing: the month shown), for ever.
const NO_ROWS: never[] = [];

const textOf = <T,>(
  row: { original: T; getValue: (id: string) => unknown },
  col: Column<T>,
  id: string,
) => (col.meta?.text ? col.meta.text(row.original) : row.getValue(id));

export function DataTable<T extends { id: number | string }>(props: DataTableProps<T>) {
  const {
    columns,
    data,
    isLoading,
    basePath,
    resource,
    onOpen,
    onEdit,
    exportName,
    toolbar,
    rowClassName,
    rowActions,
    bulkActions,
    selectionName,
  } = props;
  const role = useSession().user?.role ?? null;
  const actions = { edit: true, view: true, delete: true, ...props.actions };
  const withDelete = actions.delete && !!resource && canDelete(role);
  const hasActions =
    (actions.edit && (basePath || onEdit)) ||
    (actions.view && basePath) ||
    withDelete ||
    !!rowActions;
  const openRow = useRowOpener<T>({ onOpen, basePath, onEdit: actions.edit ? onEdit : undefined });

  const allColumns = React.useMemo<Column<T>[]>(() => {
    const first = columns[0]?.meta?.text;
    const named = selectionName ?? ((row: T) => String(first?.(row) ?? `la ligne ${row.id}`));
    const leading = bulkActions ? [selectColumn<T>(named), ...columns] : columns;
    if (!hasActions) return leading;
    return [
      ...leading,
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row }) => (
          <RowActions
            extra={rowActions?.(row.original)}
            id={row.original.id}
            basePath={basePath}
            resource={resource}
            showEdit={actions.edit}
            showView={actions.view}
            showDelete={withDelete && !refusesDelete(row.original)}
            onEdit={onEdit ? () => onEdit(row.original) : undefined}
          />
        ),
        meta: { className: "w-px text-right" },
      },
    ];
  }, [
    columns,
    hasActions,
    basePath,
    resource,
    actions.edit,
    actions.view,
    withDelete,
    onEdit,
    rowActions,
    bulkActions,
    selectionName,
  ]);

  const globalFilter: FilterFn<T> = (row, columnId, value) => {
    const col = allColumns.find(
      (c) => (c.id ?? (c as { accessorKey?: string }).accessorKey) === columnId,
    );
    return normalize(col ? textOf(row, col, columnId) : row.getValue(columnId)).includes(
      normalize(value),
    );
  };

  const [filter, setFilter] = React.useState("");
  const [sorting, setSorting] = React.useState<SortingState>([]);
  const [selection, setSelection] = React.useState<RowSelectionState>({});
  const table = useReactTable({
    data: data ?? NO_ROWS,
    columns: allColumns,
    state: { globalFilter: filter, sorting, rowSelection: selection },
    enableRowSelection: !!bulkActions,
    onRowSelectionChange: setSelection,
    onGlobalFilterChange: setFilter,
    onSortingChange: setSorting,
    globalFilterFn: globalFilter,
    getColumnCanGlobalFilter: () => true,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => String(row.id),
    autoResetPageIndex: true,
    initialState: { pagination: { pageIndex: 0, pageSize: props.pageSize ?? 20 } },
  });

  /** The rows given (the whole filtered list, or the selection) as the list's CSV file. */
  function exportCsv(rows = table.getPrePaginationRowModel().rows) {
    const csv = csvTable(table.getVisibleLeafColumns(), rows);
    downloadCsv(`${exportName ?? resource ?? "export"}.csv`, csv.headers, csv.rows);
  }
  // The selected rows that are still in the data (a row removed since is no longer acted on).
  const selectedRows = table.getSelectedRowModel().rows;
  const clearSelection = React.useCallback(() => setSelection({}), []);

  const rows = table.getRowModel().rows;
  const roles = cardRoles(table.getAllLeafColumns());
  const colCount = table.getVisibleLeafColumns().length;
  // Without data the rows are still coming (a list whose query failed shows its error instead of the table).
  const loading = !!isLoading || data === undefined;
  const found = table.getFilteredRowModel().rows.length;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <DataTableToolbar
        filter={filter}
        onFilter={setFilter}
        searchable={props.searchable !== false}
        onExport={() => exportCsv()}
        canExport={!loading && found > 0}
        exportLabel={props.exportLabel}
      >
        {toolbar}
      </DataTableToolbar>
      <div className={cn("overflow-hidden rounded-lg border bg-card shadow-xs", CARD_FRAME)}>
        <Table className={CARD_TABLE}>
          <TableHeader className={CARD_HEADER}>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableHead key={header.id} className={header.column.columnDef.meta?.className}>
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex cursor-pointer items-center gap-1 uppercase hover:text-foreground"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === "asc" ? (
                            <ArrowUpIcon className="size-3" />
                          ) : sorted === "desc" ? (
                            <ArrowDownIcon className="size-3" />
                          ) : null}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <DataTableBody
            rows={rows}
            colCount={colCount}
            loading={loading}
            emptyText={
              filter
                ? "Aucun résultat pour cette recherche."
                : (props.emptyText ?? "Aucune ligne à afficher.")
            }
            open={openRow}
            rowClassName={rowClassName}
            cardRoles={roles}
          />
        </Table>
      </div>
      {bulkActions ? (
        <SelectionBar
          selected={selectedRows.map((r) => r.original)}
          actions={bulkActions}
          onExport={() => exportCsv(selectedRows)}
          onClear={clearSelection}
        />
      ) : null}
      {loading ? (
        <DataTableLoadingFooter />
      ) : found > 0 ? (
        <DataTablePagination table={table} />
      ) : null}
    </div>
  );
}
