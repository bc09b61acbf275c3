import { ApiError } from "@/api/client";
import { useDeleteRecord } from "@/api/resources";
import type { ResourceName } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { notify } from "@/lib/notify";

/**
 * "Supprimer ?" and, confirmed, the delete call; a refusal's message shown, the dialog left open. A chunk of its own,
 * loaded at the first « Supprimer » (or with the other screens once the browser is idle): a list's first rows do not
 * wait on the dialogs' code (ADR 102).
 */
export function DeleteConfirm({
  resource,
  id,
  open,
  onOpenChange,
}: {
  resource: ResourceName;
  id: string | number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteRecord(resource);
  async function onConfirm() {
    try {
      await remove.mutateAsync(id);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
      throw err;
    }
  }
  return <ConfirmDialog open={open} onOpenChange={onOpenChange} onConfirm={onConfirm} />;
}
