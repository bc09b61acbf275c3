import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGES, notify } from "@/lib/notify";
import { http } from "./client";
import type { ApiRecord, ResourceName } from "./types";

type ListBody<T> = { data: T[] } | T[];

/** Lists are read from `data.data`, or `data` when the server answers a bare array (spec 7). */
export function unwrapList<T>(body: ListBody<T> | null | undefined): T[] {
  if (!body) return [];
  return Array.isArray(body) ? body : Array.isArray(body.data) ? body.data : [];
}

export const keys = {
  all: (resource: ResourceName) => [resource] as const,
  list: (resource: ResourceName) => [resource, "list"] as const,
  detail: (resource: ResourceName, id: string | number) => [resource, "detail", String(id)] as const,
};

export function listQuery<T = ApiRecord>(resource: ResourceName) {
  return queryOptions({
    queryKey: keys.list(resource),
    queryFn: ({ signal }): Promise<T[]> => http.get<ListBody<T>>(`/${resource}`, signal).then(unwrapList),
  });
}

export function detailQuery<T = ApiRecord>(resource: ResourceName, id: string | number, enabled = true) {
  return queryOptions({
    queryKey: keys.detail(resource, id),
    enabled,
    queryFn: ({ signal }): Promise<T> => http.get<T>(`/${resource}/${id}`, signal),
  });
}

export function useDeleteRecord(resource: ResourceName) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | number) => http.delete(`/${resource}/${id}`),
    onSuccess: () => {
      notify.info(MESSAGES.deleted);
      return qc.invalidateQueries({ queryKey: keys.all(resource) });
    },
  });
}

export function useSaveRecord<T extends ApiRecord = ApiRecord>(resource: ResourceName) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string | number; values: Record<string, unknown> }) =>
      id === undefined ? http.post<T>(`/${resource}`, values) : http.put<T>(`/${resource}/${id}`, values),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all(resource) }),
  });
}
