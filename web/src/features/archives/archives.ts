import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Archivable } from "@worker/domain/archives/messages";
import { api } from "@/api/client";
import { keys } from "@/api/resources";
import { route } from "@/api/routes";
import { MESSAGES, notify } from "@/lib/notify";

// Archive and restore (ADR 038): a record with money history is archived instead of deleted.

export type { Archivable };

/** Archives or restores a record, then refreshes every read of its resource (lists, the record). */
export function useArchive(resource: Archivable) {
  const qc = useQueryClient();
  const call = (id: number, archive: boolean) =>
    api(route(`POST /${resource}/:id/${archive ? "archiver" : "restaurer"}`, { id }));
  const refresh = () => qc.invalidateQueries({ queryKey: keys.all(resource) });
  return useMutation({
    mutationFn: ({ id, archive }: { id: number; archive: boolean }) => call(id, archive),
    onSuccess: (_data, { id, archive }) => {
      // An archive is undone by the API's own restore: the toast's "Annuler" calls it, the screen may be gone.
      const annuler = () =>
        call(id, false).then(
          () => {
            notify.info("Restauré.");
            return refresh();
          },
          (e: unknown) => notify.danger(e instanceof Error ? e.message : MESSAGES.genericError),
        );
      notify.info(archive ? "Archivé." : "Restauré.", archive ? { annuler } : {});
      return refresh();
    },
  });
}

/** An archived record's day, when it is one. */
export const archivedOn = (record: object): string | null =>
  (record as { archiveLe?: string | null }).archiveLe ?? null;
