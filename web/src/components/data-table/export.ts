import type { Column } from "./column-meta";

// The CSV of a list (its "Exporter CSV", and the selection's): French, as lib/csv.ts writes it (";", UTF-8 BOM),
// each cell as its column says: amounts with a decimal comma and no grouping, dates dd/mm/yyyy, the rest as shown.

interface LeafColumn<T> {
  id: string;
  columnDef: Column<T>;
}
interface TableRowLike<T> {
  original: T;
  getValue: (id: string) => unknown;
}

/** Action-only columns (no header: the selection, a reset button, the row actions) stay out of the file. */
const exported = <T>(c: LeafColumn<T>) =>
  c.id !== "actions" && c.id !== "select" && c.columnDef.header !== "";

/** The headers and the cells of `rows` for `toCsv`. */
export function csvTable<T>(columns: LeafColumn<T>[], rows: TableRowLike<T>[]) {
  const cols = columns.filter(exported);
  return {
    headers: cols.map((c) => (typeof c.columnDef.header === "string" ? c.columnDef.header : c.id)),
    rows: rows.map((row) =>
      cols.map((c) => {
        const meta = c.columnDef.meta;
        if (meta?.csv) return meta.csv(row.original);
        return meta?.text ? meta.text(row.original) : row.getValue(c.id);
      }),
    ),
  };
}
