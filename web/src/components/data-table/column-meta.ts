import type { ColumnDef, RowData } from "@tanstack/react-table";
import type { CardRole } from "./card-layout";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Text for CSV export and search (formatted like the cell). */
    text?: (row: TData) => unknown;
    /** Text for CSV export when it differs (amounts as plain numbers Excel can add up). */
    csv?: (row: TData) => unknown;
    className?: string;
    /** Its place in the row's card on a phone (card-layout.ts); guessed from its position and header otherwise. */
    card?: CardRole;
  }
}

export function normalize(value: unknown): string {
  return (
    String(value ?? "")
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      // fr-FR amounts group with a narrow no-break space: "1 234,50" typed with a plain space must match.
      .replace(/\s+/g, " ")
      .toLowerCase()
  );
}

/**
 * A column of a table whose columns hold values of different types (text, money, dates, actions): TanStack's
 * `ColumnDef<TData, TValue>` fixes one TValue per column, and an array of them is typed with `any` for it, as the
 * library's own docs do. Written once here.
 */
// biome-ignore lint/suspicious/noExplicitAny: TValue differs from column to column (see above)
export type Column<T> = ColumnDef<T, any>;
