import { type ListFilters, pagedListQuery } from "@/api/resources";
import type { ResourceName } from "@/api/types";
import { serverListAsk } from "@/components/data-table/server-list-ask";
import { DEFAULT_TAILLE, readView } from "@/lib/use-list-params";
import { queryClient } from "./query-client";
import type { AppRoute } from "./route-types";

// ADR 095: the first screen's data is asked with the session's check (GET /api/user/me), not once the screen's code
// has loaded, run and rendered (on a slow phone, most of a second). The request is the screen's own (same URL, same
// query key): the screen finds it in flight or answered in TanStack Query's cache, and asks nothing more.

/** The route's data asked while a stored session is checked. */
export function askRouteData(route: AppRoute) {
  route.data?.(new URLSearchParams(window.location.search));
}

/**
 * A server list's first page (use-server-list.ts), from the address as the screen reads it: its filters (`filters`,
 * the screen's own function of the address) and the columns it sorts by. Silent: a session refused or a password
 * to change is the session check's to tell (a redirect); the screen, if it opens, asks again after a failure.
 */
export function serverListData(
  resource: ResourceName,
  filters: (search: URLSearchParams) => ListFilters,
  sortable: readonly string[],
) {
  const sortableSet = new Set(sortable);
  return (search: URLSearchParams) => {
    const { ask } = serverListAsk(readView(search, DEFAULT_TAILLE), filters(search), sortableSet);
    void queryClient.prefetchQuery(pagedListQuery(resource, ask, { silent: true }));
  };
}
