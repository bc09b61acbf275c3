import * as React from "react";
import type { SortingState } from "@tanstack/react-table";
import { useDebouncedValue } from "@/lib/use-typed-search";
import type { ListView } from "@/lib/use-list-params";

// The DataTable's "server mode" (issue 64): the rows given are one page of a list the server searches, sorts and
// pages; the table only says what to ask next (TanStack's manual pagination, sorting and filtering).

/** A paged list's state and answer, given to the DataTable in place of a whole list's rows. */
export interface ServerPaging<T> {
  view: ListView;
  onView: (next: Partial<ListView>) => void;
  /** How many rows the whole filtered list holds; undefined until its first page came. */
  total: number | undefined;
  /** The rows shown are the previous page's while the asked one loads. */
  stale: boolean;
  /** The columns (by id) the server sorts by; the others' headers do not sort. */
  sortable: ReadonlySet<string>;
  /** The whole filtered and sorted list, for the CSV export (not just the page). */
  exportAll: () => Promise<T[]>;
  /** The page sizes offered; the lists' (20 to 500) unless told (the dashboard's table: five rows a page). */
  sizes?: readonly number[];
}

/** Typing pauses this long before a list asks the server: one search per pause, not one per key. */
const SEARCH_PAUSE_MS = 250;

/**
 * The search box of a server list: what is typed, sent as `q` once the typing pauses; a `q` changed from outside
 * (the back arrow) comes back into the box.
 */
export function useServerSearch(q: string, onQ: (q: string) => void) {
  const [typed, setTyped] = React.useState(q);
  const settled = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  // The last `q` asked or seen in the address: tells the user's typing from the address's change.
  const last = React.useRef(q);
  const onQRef = React.useRef(onQ);
  onQRef.current = onQ;
  React.useEffect(() => {
    if (settled.trim() === last.current.trim()) return;
    last.current = settled;
    onQRef.current(settled);
  }, [settled]);
  React.useEffect(() => {
    if (q === last.current) return;
    last.current = q;
    setTyped(q);
  }, [q]);
  return [typed, setTyped] as const;
}

/** `tri=-loyerHC` as TanStack's sorting state, and back. */
export const sortingOf = (tri: string): SortingState =>
  tri ? [{ id: tri.replace(/^-/, ""), desc: tri.startsWith("-") }] : [];
export const triOf = (sorting: SortingState): string =>
  sorting[0] ? `${sorting[0].desc ? "-" : ""}${sorting[0].id}` : "";
