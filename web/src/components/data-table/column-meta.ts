import type { ColumnDef, RowData } from "@tanstack/react-table";

/**
 * Below 640 px a list's rows are cards (issue 25): the same table, restyled with `max-sm:` classes, so that one DOM
 * serves both widths (rows, cells, their actions and dialogs are not rendered twice; a card is still a table row in
 * the DOM, and each field's label, shown before it, is part of what a screen reader says for it, as the hidden
 * header row no longer names the columns). Each column takes a place in its card:
 * - `title`: the card's heading, top left (the first field unless told);
 * - `status`: top right (badges built by `col.badge`, a selection checkbox);
 * - `field`: one line "label … value" (the column's header as the label);
 * - `text`: a long value (several lines of text): its label on a line, the text below it, left-aligned;
 * - `actions`: the card's footer (the row actions, and columns without a header: their buttons speak for
 *   themselves);
 * - `hidden`: left out of the card (a detail the phone can do without);
 * - `select`: the row's selection box (issue 42), before the title, which moves aside for it.
 */
export type CardRole = "title" | "status" | "field" | "text" | "actions" | "hidden" | "select";

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
