import * as React from "react";
import type { Table } from "@tanstack/react-table";
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyScreen } from "@/app/lazy-screen";
import { formatCount } from "@/lib/format";

// Radix's Select (its collection, dismissable layer, focus scope, scroll lock, positioning) is a chunk of its own,
// fetched as the list's footer first renders and drawn once it came: a list's first rows do not wait on it (ADR 102).
const PageSizeSelect = lazyScreen(() => import("./page-size-select").then((m) => m.PageSizeSelect));

/** The spec's page sizes, for every list (asked by page from the server or held whole): 20 unless told. */
export const PAGE_SIZES = [5, 10, 20, 100, 150] as const;

/** While the rows load: no count and no page controls yet (an empty list is not known to be empty). */
export function DataTableLoadingFooter() {
  return (
    <div className="px-1 text-sm text-muted-foreground" data-slot="table-count" aria-live="polite">
      Chargement…
    </div>
  );
}

/** "1–20 sur 1 984 lignes" and the page controls; an empty table has no footer (its one message says it). */
export function DataTablePagination<T>({
  table,
  sizes = PAGE_SIZES,
}: {
  table: Table<T>;
  sizes?: readonly number[];
}) {
  const { pageIndex, pageSize } = table.getState().pagination;
  // The server's count for a server list (rowCount), else the filtered rows.
  const total = table.getRowCount();
  const from = pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const pageCount = Math.max(1, table.getPageCount());

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-1 text-sm text-muted-foreground">
      <div data-slot="table-count">
        {formatCount(from)}–{formatCount(to)} sur {formatCount(total)}{" "}
        {total > 1 ? "lignes" : "ligne"}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <span>Lignes par page</span>
          <React.Suspense
            fallback={
              // The select's place and look while its code comes, so that nothing moves when it does.
              <span
                aria-hidden
                className="flex h-8 w-20 items-center rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs"
              >
                {pageSize}
              </span>
            }
          >
            <PageSizeSelect value={pageSize} sizes={sizes} onChange={(n) => table.setPageSize(n)} />
          </React.Suspense>
        </div>
        <span className="text-foreground">
          Page {formatCount(pageIndex + 1)} sur {formatCount(pageCount)}
        </span>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Première page"
            onClick={() => table.setPageIndex(0)}
            disabled={!table.getCanPreviousPage()}
          >
            <ChevronsLeftIcon />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Page précédente"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            <ChevronLeftIcon />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Page suivante"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
          >
            <ChevronRightIcon />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Dernière page"
            onClick={() => table.setPageIndex(pageCount - 1)}
            disabled={!table.getCanNextPage()}
          >
            <ChevronsRightIcon />
          </Button>
        </div>
      </div>
    </div>
  );
}
