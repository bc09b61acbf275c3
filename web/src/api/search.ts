import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer, RowOf } from "./answers";
import { listQuery } from "./resources";
import { api } from "./client";
import { route } from "./routes";
import type { LigneListeEntiere, ListRow, ResourceName } from "./types";

// Server-side search (accents, case and word order ignored: worker/domain/search.ts) for pickers and Ctrl+K.
// Keys start with the resource, so a save that invalidates the resource refreshes them too.

/** How many matches a picker shows: enough to choose from, small enough to answer at once. */
export const PICK_LIMIT = 20;
/** Under a full page of matches: the others are found by typing more. */
export const MORE_HINT = `Les ${PICK_LIMIT} premiers résultats : précisez la recherche pour les autres.`;

/** The first matches of `q` in a resource: GET /api/{R}?q=...&limit=20. */
export function pickQuery<R extends ResourceName>(resource: R, q: string) {
  return queryOptions({
    queryKey: [resource, "pick", q],
    queryFn: ({ signal }) =>
      api<{ data: ListRow<R>[] }>(route("GET /:resource", { resource }), {
        signal,
        query: { q, limit: PICK_LIMIT },
      }).then((b) => b.data),
  });
}

/**
 * One record as the lists show it (GET /api/{R}?id=...): the chosen value's label, wherever it is in the list. Read
 * with every field, but typed as a row of the whole list (LigneListeEntiere): usePickedRecord's first guess is taken
 * from that list, compact where the resource has that form (ADR 154), so a reader takes a missing field as null.
 */
export function pickedQuery<R extends ResourceName>(resource: R, id: string) {
  return queryOptions({
    queryKey: [resource, "picked", id],
    enabled: id !== "",
    queryFn: ({ signal }): Promise<LigneListeEntiere<R> | null> =>
      api<{ data: ListRow<R>[] }>(route("GET /:resource", { resource }), {
        signal,
        query: { id, limit: 1 },
      }).then((b) => b.data[0] ?? null),
  });
}

/**
 * The linked record `id` (a picker's value, a record's apartment...): taken from the full list when the browser
 * already holds it, else read alone; never the whole list for one label.
 */
export function usePickedRecord<R extends ResourceName>(resource: R, id: string) {
  const qc = useQueryClient();
  const list = listQuery(resource).queryKey;
  return useQuery({
    ...pickedQuery(resource, id),
    initialData: () => qc.getQueryData(list)?.find((r) => String(r.id) === id),
    initialDataUpdatedAt: () => qc.getQueryState(list)?.dataUpdatedAt,
  });
}

export type SearchHit = RowOf<"GET /search">;
export type SearchType = SearchHit["type"];

/** The global search: GET /api/search?q=..., a few records of each type. */
export function globalSearchQuery(q: string) {
  return queryOptions({
    queryKey: ["search", q],
    enabled: q.trim() !== "",
    queryFn: ({ signal }) =>
      api<Answer<"GET /search">>(route("GET /search"), { signal, query: { q } }).then(
        (b) => b.data,
      ),
  });
}
