import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Archivable } from "@worker/domain/archives/messages";
import { api } from "@/api/client";
import { keys } from "@/api/resources";
import { route } from "@/api/routes";
import { notify } from "@/lib/notify";

// Archive and restore (ADR 038): a record with money history is archived instead of deleted.

export type { Archivable };

/** Archives or restores a record, then refreshes every read of its resource (lists, the record). */
export function useArchive(resource: Archivable) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archive }: { id: number; archive: boolean }) =>
      api(route(`POST /${resource}/:id/${archive ? "archiver" : "restaurer"}`, { id })),
    onSuccess: (_data, { archive }) => {
      notify.info(archive ? "Archivé." : "Restauré.");
      return qc.invalidateQueries({ queryKey: keys.all(resource) });
    },
  });
}

/** An archived record's day, when it is one. */
export const archivedOn = (record: object): string | null =>
  (record as { archiveLe?: string | null }).archiveLe ?? null;
