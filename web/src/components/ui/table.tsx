import type * as React from "react";
import { cn } from "@/lib/utils";

function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table
        data-slot="table"
        className={cn("w-full caption-bottom text-sm", className)}
        {...props}
      />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return (
    <thead
      data-slot="table-header"
      className={cn("bg-muted/60 [&_tr]:border-b", className)}
      {...props}
    />
  );
}

function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return (
    <tbody
      data-slot="table-body"
      className={cn("[&_tr:last-child]:border-0", className)}
      {...props}
    />
  );
}

/** A row's own classes; `tableRowClass(extra)` for a list's many rows, drawn without a component each (ADR 102). */
const TABLE_ROW = "border-b transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted";
const tableRowClass = (className?: string) => cn(TABLE_ROW, className);

function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr data-slot="table-row" className={tableRowClass(className)} {...props} />;
}

function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        "h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase",
        className,
      )}
      {...props}
    />
  );
}

/** A cell's own classes; `tableCellClass(extra)` for a list's many cells, drawn without a component each (ADR 102). */
const TABLE_CELL = "px-3 py-2.5 align-middle whitespace-nowrap";
const tableCellClass = (className?: string) => cn(TABLE_CELL, className);

function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td data-slot="table-cell" className={tableCellClass(className)} {...props} />;
}

export {
  Table,
  TableHeader,
  TableBody,
  TableRow,
  TableHead,
  TableCell,
  tableRowClass,
  tableCellClass,
};
