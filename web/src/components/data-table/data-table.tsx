import * as React from "react";
import {
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type FilterFn,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import { useLocation } from "wouter";
import type { Column } from "./column-meta";
import { useSession } from "@/api/session-store";
import { canDelete, type Deletable, type ResourceName } from "@/api/types";
import { Table, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { downloadCsv } from "@/lib/csv";
import { alreadyHandled, userMessage } from "@/lib/error-message";
import { notify } from "@/lib/notify";
import { csvTable } from "./export";
import { cn } from "@/lib/utils";
import { normalize } from "./column-meta";
import { CARD_FRAME, CARD_HEADER, CARD_TABLE, cardRoles } from "./card-layout";
import { CardSort } from "./card-sort";
import { DataTableLoadingFooter, DataTablePagination } from "./pagination";
import { RowActions } from "./row-actions";
import { useRowOpener } from "./row-navigation";
import { SelectionBar, selectColumn, type BulkActions } from "./selection";
import { type ServerPaging, sortingOf, triOf, useServerSearch } from "./server-mode";
import { DataTableBody } from "./table-body";
import { TooltipProvider } from "@/components/ui/tooltip";
import { PHONE_QUERY, useMediaQuery } from "@/lib/use-media-query";
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
  /** False where the screen offers the server's own file instead (a GLI statement's CSV): no second export. */
  exportable?: boolean;
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
  /**
   * Issue 64: `data` is one page of a list the server searches, sorts and pages (`?page&taille&tri&q`); the search
   * box, the headers and the page controls ask it for other rows.
   */
  server?: ServerPaging<T>;
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
    server,
  } = props;
  const role = useSession().user?.role ?? null;
  // Below 640 px the rows are cards, touched not hovered: their icon buttons go without tooltips (ADR 102).
  const cards = useMediaQuery(PHONE_QUERY);
  const actions = { edit: true, view: true, delete: true, ...props.actions };
  const withDelete = actions.delete && !!resource && canDelete(role);
  const hasActions =
    (actions.edit && (basePath || onEdit)) ||
    (actions.view && basePath) ||
    withDelete ||
    !!rowActions;
  const openRow = useRowOpener<T>({ onOpen, basePath, onEdit: actions.edit ? onEdit : undefined });
  const [, navigate] = useLocation();

  const sortable = server?.sortable;
  const allColumns = React.useMemo<Column<T>[]>(() => {
    const first = columns[0]?.meta?.text;
    const named = selectionName ?? ((row: T) => String(first?.(row) ?? `la ligne ${row.id}`));
    // A server list sorts only by the columns the server can order by (its own fields, not a derived text).
    const shown = sortable
      ? columns.map((c) => (c.id && !sortable.has(c.id) ? { ...c, enableSorting: false } : c))
      : columns;
    const leading = bulkActions ? [selectColumn<T>(named), ...shown] : shown;
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
            navigate={navigate}
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
    sortable,
    navigate,
  ]);

  const globalFilter: FilterFn<T> = (row, columnId, value) => {
    const col = allColumns.find(
      (c) => (c.id ?? (c as { accessorKey?: string }).accessorKey) === columnId,
    );
    return normalize(col ? textOf(row, col, columnId) : row.getValue(columnId)).includes(
      normalize(value),
    );
  };

  const [localFilter, setLocalFilter] = React.useState("");
  const [localSorting, setLocalSorting] = React.useState<SortingState>([]);
  const [selection, setSelection] = React.useState<RowSelectionState>({});
  const view = server?.view;
  const onView = server?.onView;
  const [typed, setTyped] = useServerSearch(view?.q ?? "", (q) => onView?.({ q }));
  const filter = server ? typed : localFilter;
  const setFilter = server ? setTyped : setLocalFilter;
  const sorting = view ? sortingOf(view.tri) : localSorting;
  const pagination: PaginationState | undefined = view
    ? { pageIndex: view.page - 1, pageSize: view.taille }
    : undefined;
  // Another page, sort or search shows other rows: a selection is of the rows on screen.
  const viewKey = view ? `${view.page}/${view.taille}/${view.tri}/${view.q}` : "";
  const [selectionView, setSelectionView] = React.useState(viewKey);
  if (selectionView !== viewKey) {
    setSelectionView(viewKey);
    setSelection({});
  }
  const table = useReactTable({
    data: data ?? NO_ROWS,
    columns: allColumns,
    state: server
      ? { sorting, rowSelection: selection, pagination }
      : { globalFilter: filter, sorting, rowSelection: selection },
    enableRowSelection: !!bulkActions,
    onRowSelectionChange: setSelection,
    onGlobalFilterChange: setLocalFilter,
    onSortingChange: (updater) =>
      server
        ? server.onView({ tri: triOf(functionalUpdate(updater, sorting)) })
        : setLocalSorting(updater),
    onPaginationChange: (updater) => {
      if (!server || !pagination) return;
      const next = functionalUpdate(updater, pagination);
      server.onView(
        next.pageSize !== pagination.pageSize
          ? { taille: next.pageSize }
          : { page: next.pageIndex + 1 },
      );
    },
    // A server list's header sorts up at the first click (`tri=champ`), down at the second (`tri=-champ`), whatever
    // the column holds; a whole list's keeps TanStack's choice (numbers down first).
    sortDescFirst: server ? false : undefined,
    manualPagination: !!server,
    manualSorting: !!server,
    manualFiltering: !!server,
    rowCount: server ? (server.total ?? 0) : undefined,
    globalFilterFn: globalFilter,
    getColumnCanGlobalFilter: () => true,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => String(row.id),
    // A server list's page is the address's: never reset by TanStack when the rows change.
    autoResetPageIndex: !server,
    initialState: { pagination: { pageIndex: 0, pageSize: props.pageSize ?? 20 } },
  });

  /** The rows given (the whole filtered list, or the selection) as the list's CSV file. */
  function exportCsv(
    rows: { original: T; getValue: (id: string) => unknown }[] = table.getPrePaginationRowModel()
      .rows,
  ) {
    const csv = csvTable(table.getVisibleLeafColumns(), rows);
    downloadCsv(`${exportName ?? resource ?? "export"}.csv`, csv.headers, csv.rows);
  }
  /** A server list's export holds the whole filtered list, asked again without a page. */
  async function exportAll(source: ServerPaging<T>) {
    const leaves = table.getVisibleLeafColumns();
    const rows = (await source.exportAll()).map((original, index) => ({
      original,
      getValue: (id: string) =>
        leaves.find((c) => c.id === id)?.accessorFn?.(original, index) ?? undefined,
    }));
    exportCsv(rows);
  }
  const exportWhole = (source: ServerPaging<T>) =>
    exportAll(source).catch((e: unknown) => {
      if (!alreadyHandled(e)) notify.danger(userMessage(e));
    });
  // The selected rows that are still in the data (a row removed since is no longer acted on).
  const selectedRows = table.getSelectedRowModel().rows;
  const clearSelection = React.useCallback(() => setSelection({}), []);

  const rows = table.getRowModel().rows;
  const roles = cardRoles(table.getAllLeafColumns());
  const colCount = table.getVisibleLeafColumns().length;
  // Without data the rows are still coming (a list whose query failed shows its error instead of the table).
  const loading = !!isLoading || data === undefined;
  const found = server ? (server.total ?? 0) : table.getFilteredRowModel().rows.length;
  const lastPage = Math.max(1, Math.ceil(found / (view?.taille ?? 1)));
  // A page past the end (its last rows deleted, or an old address): the last page that has rows.
  const pastEnd = !!view && !loading && !server?.stale && view.page > lastPage;
  React.useEffect(() => {
    if (pastEnd) onView?.({ page: lastPage });
  }, [pastEnd, lastPage, onView]);

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <DataTableToolbar
        filter={filter}
        onFilter={setFilter}
        searchable={props.searchable !== false}
        onExport={() => (server ? void exportWhole(server) : exportCsv())}
        canExport={!loading && found > 0}
        exportable={props.exportable !== false}
        exportLabel={props.exportLabel}
      >
        {toolbar}
      </DataTableToolbar>
      {cards ? <CardSort table={table} /> : null}
      <div className={cn("overflow-hidden rounded-lg border bg-card shadow-xs", CARD_FRAME)}>
        <Table className={CARD_TABLE}>
          {/* Not mounted for cards (below 640 px), where it is hidden: no header cells nor sort buttons to build. */}
          {cards ? null : (
            <TableHeader className={CARD_HEADER}>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id} className="hover:bg-transparent">
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <TableHead
                        key={header.id}
                        className={header.column.columnDef.meta?.className}
                      >
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
          )}
          <TooltipProvider shown={!cards}>
            <DataTableBody
              rows={rows}
              colCount={colCount}
              loading={loading}
              stale={!!server && (server.stale || typed.trim() !== server.view.q.trim())}
              emptyText={
                (server ? view?.q : filter)
                  ? "Aucun résultat pour cette recherche."
                  : (props.emptyText ?? "Aucune ligne à afficher.")
              }
              open={openRow}
              rowClassName={rowClassName}
              cardRoles={roles}
            />
          </TooltipProvider>
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
        <DataTablePagination table={table} sizes={server?.sizes} />
      ) : null}
    </div>
  );
}
