import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGES, notify } from "@/lib/notify";
import { api } from "./client";
import { route, withQuery } from "./routes";
import { FORME_COMPACTE, aUneFormeCompacte } from "@worker/domain/liste/forme";
import type { LigneListeEntiere, ListRow, RecordRead, ResourceName, SavedRow } from "./types";

type ListBody<T> = { data: T[] } | T[];

/** Lists are read from `data.data`, or `data` when the server answers a bare array (spec 7). */
export function unwrapList<T>(body: ListBody<T> | null | undefined): T[] {
  if (!body) return [];
  return Array.isArray(body) ? body : Array.isArray(body.data) ? body.data : [];
}

export const keys = {
  all: (resource: ResourceName) => [resource] as const,
  list: (resource: ResourceName) => [resource, "list"] as const,
  detail: (resource: ResourceName, id: string | number) =>
    [resource, "detail", String(id)] as const,
};

/**
 * A resource's whole list; `archives`: with its archived records too (`?archives=1`, ADR 038), cached apart. Asked in
 * its compact form where the resource has one (`?forme=compacte`, ADR 154): a row's null fields are left out, half
 * of the apartments' bytes, which the browser would decode and parse for nothing; its readers take a missing field
 * as null (LigneListeEntiere types each nullable field optional).
 */
export function listQuery<R extends ResourceName>(resource: R, archives = false) {
  return queryOptions({
    queryKey: archives ? ([...keys.list(resource), "archives"] as const) : keys.list(resource),
    queryFn: ({ signal }) =>
      api<ListBody<LigneListeEntiere<R>>>(
        withQuery(route("GET /:resource", { resource }), {
          archives: archives ? "1" : null,
          forme: aUneFormeCompacte(resource) ? FORME_COMPACTE : null,
        }),
        { signal },
      ).then(unwrapList),
  });
}

/** A list's filters as the server reads them (`archives: "1"`, a column's value); a blank value is no filter. */
export type ListFilters = Record<string, string | null | undefined>;

/** A page of a list (issue 64): its rows, and how many rows the whole filtered list holds. */
export interface ListPage<T> {
  data: T[];
  total: number;
  page: number;
  taille: number;
}

/**
 * The labels a page's rows carry more (ADR 091, the server's derived list columns): what a list prints without
 * downloading the other lists. Only the ones the web reads are named here.
 */
interface PageLabels {
  Dossier: { appartement: string | null; locataire: string | null };
  Locataire: { appartement: string | null };
}
/** A row of a page: the list's row and, for some resources, its labels. */
export type PageRow<R extends ResourceName> = ListRow<R> &
  (R extends keyof PageLabels ? Partial<PageLabels[R]> : unknown);

/** What a paged list asks: its filters, the search and the sort; the page and its size but for a whole list. */
export interface PageAsk {
  filters: ListFilters;
  q: string;
  tri: string;
  page: number;
  taille: number;
}

const askQuery = ({ filters, q, tri }: Omit<PageAsk, "page" | "taille">) => ({
  ...filters,
  q: q.trim() || null,
  tri: tri || null,
});

/**
 * One page of a resource's list, searched, sorted and filtered by the server (`?page=&taille=&tri=&q=`): a list of
 * 20,000 rows sends the browser one page. Cached under `keys.list` (a write's invalidation refreshes it), a key per
 * page; the rows shown stay while the next page loads.
 */
export function pagedListQuery<R extends ResourceName>(
  resource: R,
  ask: PageAsk,
  /** `silent`: asked before the session is known (ADR 095), a refusal is the session check's to handle. */
  { silent }: { silent?: boolean } = {},
) {
  return queryOptions({
    queryKey: [...keys.list(resource), "page", ask] as const,
    queryFn: ({ signal }) =>
      api<ListPage<PageRow<R>>>(
        withQuery(route("GET /:resource", { resource }), {
          ...askQuery(ask),
          page: String(ask.page),
          taille: String(ask.taille),
        }),
        { signal, silent },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The largest page the server gives (ADR 091). */
const TAILLE_MAX = 500;

/**
 * The whole list a paged one shows (its search, filters and sort): what its CSV export holds. Read by pages of the
 * largest size, so that its rows carry the labels a page's do (the unpaged rows do not).
 */
export async function wholeList<R extends ResourceName>(
  resource: R,
  ask: Omit<PageAsk, "page" | "taille">,
): Promise<PageRow<R>[]> {
  const page = (n: number) =>
    api<ListPage<PageRow<R>>>(
      withQuery(route("GET /:resource", { resource }), {
        ...askQuery(ask),
        page: String(n),
        taille: String(TAILLE_MAX),
      }),
    );
  const first = await page(1);
  const count = Math.ceil(first.total / TAILLE_MAX);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, count - 1) }, (_, i) => page(i + 2)),
  );
  return [first, ...rest].flatMap((p) => p.data);
}

export function detailQuery<R extends ResourceName>(
  resource: R,
  id: string | number,
  enabled = true,
) {
  return queryOptions({
    queryKey: keys.detail(resource, id),
    enabled,
    queryFn: ({ signal }) =>
      api<RecordRead<R>>(route("GET /:resource/:id", { resource, id }), { signal }),
  });
}

/** PUT /{R}/{id}: a partial update (the server merges it with the stored record). */
export const updateRecord = <R extends ResourceName>(
  resource: R,
  id: string | number,
  values: Record<string, unknown>,
) => api<SavedRow<R>>(route("PUT /:resource/:id", { resource, id }), { body: values });

export const createRecord = <R extends ResourceName>(
  resource: R,
  values: Record<string, unknown>,
) => api<SavedRow<R>>(route("POST /:resource", { resource }), { body: values });

export const deleteRecord = (resource: ResourceName, id: string | number) =>
  api<void>(route("DELETE /:resource/:id", { resource, id }));

export function useDeleteRecord(resource: ResourceName) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | number) => deleteRecord(resource, id),
    onSuccess: () => {
      notify.info(MESSAGES.deleted);
      return qc.invalidateQueries({ queryKey: keys.all(resource) });
    },
  });
}

export function useSaveRecord<R extends ResourceName>(resource: R) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string | number; values: Record<string, unknown> }) =>
      id === undefined ? createRecord(resource, values) : updateRecord(resource, id, values),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all(resource) }),
  });
}
