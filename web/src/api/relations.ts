import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSession } from "./session-store";
import { notify } from "@/lib/notify";
import { ApiError, api } from "./client";
import { route, type LinkName, type LinkParent } from "./routes";
import { canDelete } from "./types";

type Id = number | string;

/** PUT /{Parent}/{id}/{link}/add/{childId} (spec 7: owner, client, equipement, image, fichier...): the links of RELATION_LINKS. */
export const linkRecords = <P extends LinkParent>(
  parent: P,
  id: Id,
  link: LinkName<P>,
  childId: Id,
) => api(route("PUT /:parent/:id/:link/add/:childId", { parent, id, link, childId }));

/** Removal: DELETE for roles that may delete, the PUT form of the same call for the others. */
export const unlinkRecords = <P extends LinkParent>(
  parent: P,
  id: Id,
  link: LinkName<P>,
  childId: Id,
  withDelete: boolean,
) =>
  api(
    withDelete
      ? route("DELETE /:parent/:id/:link/remove/:childId", { parent, id, link, childId })
      : route("PUT /:parent/:id/:link/remove/:childId", { parent, id, link, childId }),
  );

/** Runs a relation call (or any call changing several resources), then refreshes every cached read. */
export function useRelationAction() {
  const qc = useQueryClient();
  const role = useSession().user?.role ?? null;
  const mutation = useMutation({
    mutationFn: (run: (withDelete: boolean) => Promise<unknown>) => run(canDelete(role)),
    onError: (err) => {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
    },
    onSettled: () => qc.invalidateQueries(),
  });
  return { run: mutation.mutateAsync, pending: mutation.isPending };
}
