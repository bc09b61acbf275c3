import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSession } from "./session-store";
import { notify } from "@/lib/notify";
import { ApiError, http } from "./client";
import { canDelete, type ApiRecord, type ResourceName } from "./types";

/** PUT /{Parent}/{id}/{segment}/add/{childId} (spec 7: owner, client, equipement, image, fichier...). */
export const linkRecords = (parent: ResourceName, id: number | string, segment: string, childId: number | string) =>
  http.put<Record<string, ApiRecord>>(`/${parent}/${id}/${segment}/add/${childId}`);

/** Removal: DELETE for roles that may delete, the PUT form of the same call for the others. */
export const unlinkRecords = (parent: ResourceName, id: number | string, segment: string, childId: number | string, withDelete: boolean) => {
  const path = `/${parent}/${id}/${segment}/remove/${childId}`;
  return withDelete ? http.delete<Record<string, ApiRecord>>(path) : http.put<Record<string, ApiRecord>>(path);
};

/** Runs a relation call (or any call changing several resources), then refreshes every cached read. */
export function useRelationAction() {
  const qc = useQueryClient();
  const role = useSession().user?.role ?? null;
  const mutation = useMutation({
    mutationFn: (run: (withDelete: boolean) => Promise<unknown>) => run(canDelete(role)),
    onError: (err) => {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403) notify.danger(err.message);
    },
    onSettled: () => qc.invalidateQueries(),
  });
  return { run: mutation.mutateAsync, pending: mutation.isPending };
}
