import { flexRender, type Row } from "@tanstack/react-table";
import { Skeleton } from "@/components/ui/skeleton";
import { TableBody, TableCell, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { useRowNavigation } from "./row-navigation";

interface DataTableBodyProps<T> {
  rows: Row<T>[];
  colCount: number;
  loading: boolean;
  /** The one message of an empty table. */
  emptyText: string;
  open?: (row: T, newTab: boolean) => void;
  rowClassName?: (row: T) => string | undefined;
}

/** Skeleton rows while loading, one message when empty, else the rows (clickable and keyboard-driven with `open`). */
export function DataTableBody<T>({
  rows,
  colCount,
  loading,
  emptyText,
  open,
  rowClassName,
}: DataTableBodyProps<T>) {
  const { bodyRef, rowProps } = useRowNavigation<T>(rows.length, open);

  if (loading) {
    return (
      <TableBody aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows while loading, all alike
          <TableRow key={i}>
            <TableCell colSpan={colCount}>
              <Skeleton className="h-5 w-full" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    );
  }
  if (rows.length === 0) {
    return (
      <TableBody>
        <TableRow className="hover:bg-transparent">
          <TableCell
            colSpan={colCount}
            className="h-24 text-center whitespace-normal text-muted-foreground"
          >
            {emptyText}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }
  return (
    <TableBody ref={bodyRef}>
      {rows.map((row, index) => (
        <TableRow
          key={row.id}
          {...rowProps(index, row.original)}
          className={cn(
            open &&
              "cursor-pointer outline-none focus-visible:bg-muted/60 focus-visible:shadow-[inset_3px_0_0_var(--color-primary)]",
            rowClassName?.(row.original),
          )}
        >
          {row.getVisibleCells().map((cell) => (
            <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}
