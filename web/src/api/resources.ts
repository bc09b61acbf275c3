import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGES, notify } from "@/lib/notify";
import { api } from "./client";
import { route, withQuery } from "./routes";
import type { ListRow, RecordRead, ResourceName, SavedRow } from "./types";

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

/** A resource's list; `archives`: with its archived records too (`?archives=1`, ADR 038), cached apart. */
export function listQuery<R extends ResourceName>(resource: R, archives = false) {
  return queryOptions({
    queryKey: archives ? ([...keys.list(resource), "archives"] as const) : keys.list(resource),
    queryFn: ({ signal }) =>
      api<ListBody<ListRow<R>>>(
        withQuery(route("GET /:resource", { resource }), { archives: archives ? "1" : null }),
        { signal },
      ).then(unwrapList),
  });
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
