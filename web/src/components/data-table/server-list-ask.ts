import type { ListFilters, PageAsk } from "@/api/resources";
import type { ListView } from "@/lib/use-list-params";

/**
 * The view a server list shows and the page it asks, from the address's view and the screen's filters: one function
 * for the screen (use-server-list.ts) and for the page asked before the screen's code runs (app/route-data.ts), so
 * that both ask under the same query key and the screen reuses the answer (issue 64).
 */
export function serverListAsk(
  asked: ListView,
  filters: ListFilters,
  sortable: ReadonlySet<string>,
): { view: ListView; ask: PageAsk } {
  // The server refuses a sort by any other column (400): an old or hand-made address sorts by none.
  const view = sortable.has(asked.tri.replace(/^-/, "")) ? asked : { ...asked, tri: "" };
  return { view, ask: { filters, q: view.q, tri: view.tri, page: view.page, taille: view.taille } };
}
