import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
} from "@tanstack/react-query";

/**
 * A QueryClient whose invalidation always reads again after the change. TanStack hands back the promise of a fetch
 * already in flight when its query has no data yet (it cancels only a refetch of data already shown): a list whose
 * first load left before an import or a save, and answered after it, stayed on the state before the change, the new
 * lines missing until the screen was left. Such first loads of a query a screen shows are cancelled (the query goes
 * back to loading, no error shown) before the invalidation, which then fetches them anew. A read nobody watches
 * (`fetchQuery`, a prefetch) is left alone: the invalidation would not fetch it again, and its caller awaits it.
 */
export class FreshQueryClient extends QueryClient {
  override async invalidateQueries(
    filters?: InvalidateQueryFilters,
    options?: InvalidateOptions,
  ): Promise<void> {
    const predicate = filters?.predicate;
    await this.cancelQueries({
      ...filters,
      predicate: (q) =>
        q.state.data === undefined &&
        q.state.fetchStatus === "fetching" &&
        q.getObserversCount() > 0 &&
        (predicate?.(q) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}
