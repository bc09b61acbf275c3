import { type CellContext, flexRender, type Row } from "@tanstack/react-table";
import type * as React from "react";
import { useDeferredValue } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import {
  TableBody,
  TableCell,
  TableRow,
  tableCellClass,
  tableRowClass,
} from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { isPlainCell } from "./columns";
import { CARD_BODY, CARD_ROW, CARD_WIDE_CELL, cardCell } from "./card-layout";
import type { CardRole } from "./column-meta";
import { useRowNavigation } from "./row-navigation";

interface DataTableBodyProps<T> {
  rows: Row<T>[];
  colCount: number;
  loading: boolean;
  /**
   * The rows shown are not yet those asked for (a server list, issue 64: the search typed, the next page on its way):
   * dimmed, and busy for assistive technologies.
   */
  stale?: boolean;
  /** The one message of an empty table. */
  emptyText: string;
  open?: (row: T, newTab: boolean) => void;
  rowClassName?: (row: T) => string | undefined;
  /** Each column's place in its row's card on a phone, by column id (card-layout.ts). */
  cardRoles: Map<string, CardRole>;
}

/**
 * The rows a list draws in its first render: more than a screen holds (a phone shows three or four cards, a desktop
 * about fifteen rows), and a page of 20, the smallest, whole. The others follow in a render of their own right
 * after (useDeferredValue), so that the first rows are on screen before the fiftieth is built: a page of 50 rows is
 * some 6,000 components (issue 64).
 */
const FIRST_RENDER_ROWS = 20;

/** Skeleton rows while loading, one message when empty, else the rows (clickable and keyboard-driven with `open`). */
export function DataTableBody<T>({
  rows,
  colCount,
  loading,
  stale,
  emptyText,
  open,
  rowClassName,
  cardRoles,
}: DataTableBodyProps<T>) {
  const { bodyRef, rowProps } = useRowNavigation<T>(rows.length, open);
  const hasStatus = [...cardRoles.values()].includes("status");
  const selectable = [...cardRoles.values()].includes("select");
  // The rows' and cells' classes, once per column rather than once per cell: a page's rows are plain <tr> and <td>
  // (TableRow's and TableCell's markup), not two components more per cell (ADR 102).
  const columns = rows[0]?.getVisibleCells().map((cell) => cell.column) ?? [];
  const cellClass = new Map(
    columns.map((column) => [
      column.id,
      tableCellClass(
        cn(
          column.columnDef.meta?.className,
          cardCell(cardRoles.get(column.id) ?? "field", !hasStatus, selectable),
        ),
      ),
    ]),
  );
  const rowClass = tableRowClass(
    cn(
      open &&
        "cursor-pointer outline-none focus-visible:bg-muted/60 focus-visible:shadow-[inset_3px_0_0_var(--color-primary)]",
      CARD_ROW,
    ),
  );

  if (loading) {
    return (
      <TableBody aria-busy="true" className={CARD_BODY}>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows while loading, all alike
          <TableRow key={i} className={CARD_ROW}>
            <TableCell colSpan={colCount} className={CARD_WIDE_CELL}>
              <Skeleton className="h-5 w-full" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    );
  }
  if (rows.length === 0) {
    return (
      <TableBody aria-busy={stale || undefined} className={CARD_BODY}>
        <TableRow className={cn("hover:bg-transparent", CARD_ROW)}>
          <TableCell
            colSpan={colCount}
            className={cn(
              "h-24 text-center whitespace-normal text-muted-foreground",
              CARD_WIDE_CELL,
              "max-sm:h-auto max-sm:py-4",
            )}
          >
            {emptyText}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }
  return (
    <TableBody
      ref={bodyRef}
      aria-busy={stale || undefined}
      className={cn(CARD_BODY, stale && "opacity-60 transition-opacity")}
    >
      <FirstRowsFirst
        count={rows.length}
        draw={(drawn) =>
          rows.slice(0, drawn).map((row, index) => {
            const extra = rowClassName?.(row.original);
            return (
              <tr
                key={row.id}
                data-slot="table-row"
                {...rowProps(index, row.original)}
                className={extra ? cn(rowClass, extra) : rowClass}
              >
                {row.getVisibleCells().map((cell) => {
                  const { header, cell: render } = cell.column.columnDef;
                  return (
                    <td
                      key={cell.id}
                      data-slot="table-cell"
                      data-card={cardRoles.get(cell.column.id) ?? "field"}
                      data-label={typeof header === "string" ? header : undefined}
                      className={cellClass.get(cell.column.id)}
                    >
                      {isPlainCell<CellContext<T, unknown>>(render)
                        ? render(cell.getContext())
                        : flexRender(render, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          })
        }
      />
    </TableBody>
  );
}

/**
 * Draws `count` rows, the first FIRST_RENDER_ROWS in a render of their own. Mounted once rows are there (the
 * skeleton's body is another branch): the first rows of a list come in its first render whether its page was in the
 * cache when the screen mounted or came after (an update would keep the deferred value of no rows, then draw the
 * whole page at once, ADR 102).
 */
function FirstRowsFirst({
  count,
  draw,
}: {
  count: number;
  draw: (drawn: number) => React.ReactNode;
}) {
  const drawn = useDeferredValue(count, Math.min(count, FIRST_RENDER_ROWS));
  return draw(drawn);
}
