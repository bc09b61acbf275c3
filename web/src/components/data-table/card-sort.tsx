import type { Table } from "@tanstack/react-table";

const SELECT =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * Below 640 px the rows are cards and the header (its sort buttons) is not drawn: the same sorts as one choice, so
 * that a list is sorted on a phone too. It goes through the table's sorting, the server's `tri` for a server list.
 */
export function CardSort<T>({ table }: { table: Table<T> }) {
  const columns = table
    .getAllLeafColumns()
    .filter((c) => c.getCanSort() && typeof c.columnDef.header === "string" && c.columnDef.header);
  if (columns.length === 0) return null;
  const current = table.getState().sorting[0];
  const value = current ? `${current.id}:${current.desc ? "desc" : "asc"}` : "";
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="tri-cartes" className="text-sm font-medium">
        Trier par
      </label>
      <select
        id="tri-cartes"
        className={SELECT}
        value={value}
        onChange={(e) => {
          const [id, sens] = e.target.value.split(":");
          table.setSorting(id ? [{ id, desc: sens === "desc" }] : []);
        }}
      >
        <option value="">Ordre par défaut</option>
        {columns.map((c) => {
          const label = c.columnDef.header as string;
          return [
            <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
              {label} (croissant)
            </option>,
            <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
              {label} (décroissant)
            </option>,
          ];
        })}
      </select>
    </div>
  );
}
