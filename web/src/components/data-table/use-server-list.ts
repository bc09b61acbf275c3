import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { type ListFilters, type PageRow, pagedListQuery, wholeList } from "@/api/resources";
import type { ResourceName } from "@/api/types";
import { useListParams } from "@/lib/use-list-params";
import { serverListAsk } from "./server-list-ask";
import type { ServerPaging } from "./server-mode";

/**
 * A list screen whose rows the server pages, searches, sorts and filters (issue 64): the page asked from the
 * address's view and the screen's filters (its toolbar's toggles), and what the DataTable's `server` prop needs.
 * `sortable`: the columns the server orders by.
 */
export function useServerList<R extends ResourceName>(
  resource: R,
  filters: ListFilters,
  sortable: readonly string[],
) {
  const [asked, setView] = useListParams();
  const sortableSet = React.useMemo(() => new Set(sortable), [sortable]);
  const { view, ask } = serverListAsk(asked, filters, sortableSet);
  const query = useQuery(pagedListQuery(resource, ask));
  // Another filter shows other rows: back to their first page (the toggles keep their own key in the address).
  const filterKey = JSON.stringify(filters);
  const seen = React.useRef(filterKey);
  React.useEffect(() => {
    if (seen.current === filterKey) return;
    seen.current = filterKey;
    if (view.page !== 1) setView({ page: 1 });
  }, [filterKey, view.page, setView]);
  const server: ServerPaging<PageRow<R>> = {
    view,
    onView: setView,
    total: query.data?.total,
    stale: query.isPlaceholderData,
    sortable: sortableSet,
    exportAll: () => wholeList(resource, { filters, q: view.q, tri: view.tri }),
  };
  return {
    rows: query.data?.data,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    server,
  };
}
