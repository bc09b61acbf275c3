import * as React from "react";
import { ArchiveIcon, ArchiveRestoreIcon } from "lucide-react";
import { isArchivable } from "@worker/domain/archives/messages";
import { useSession } from "@/api/session-store";
import { canDelete, type ResourceName } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { archivedOn, useArchive } from "./archives";

/**
 * The record frame's "Archiver" / "Restaurer" (ADR 038), for the roles that may delete: "Archiver" (confirmed) where
 * the server refuses the delete (money history: `supprimable` false), "Restaurer" on an archived record.
 */
export function ArchiveActions({
  resource,
  record,
}: {
  resource: ResourceName;
  record: { id: number; supprimable?: boolean; clos?: boolean };
}) {
  const role = useSession().user?.role;
  const [open, setOpen] = React.useState(false);
  if (!isArchivable(resource) || !canDelete(role)) return null;
  return <Buttons resource={resource} record={record} open={open} setOpen={setOpen} />;
}

function Buttons({
  resource,
  record,
  open,
  setOpen,
}: {
  resource: Parameters<typeof useArchive>[0];
  record: { id: number; supprimable?: boolean; clos?: boolean };
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const archive = useArchive(resource);
  if (archivedOn(record))
    return (
      <Button
        variant="outline"
        disabled={archive.isPending}
        onClick={() => archive.mutate({ id: record.id, archive: false })}
      >
        <ArchiveRestoreIcon /> Restaurer
      </Button>
    );
  // Where the delete is refused; never a running lease (the server refuses it too).
  if (record.supprimable !== false || record.clos === false) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={archive.isPending}>
        <ArchiveIcon /> Archiver
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Archiver l'élément ?"
        description="Ses écritures comptables sont conservées. Il quitte les listes et ne peut plus être modifié ; vous pourrez le restaurer à tout moment."
        confirmLabel="Archiver"
        destructive={false}
        onConfirm={() => archive.mutateAsync({ id: record.id, archive: true })}
      />
    </>
  );
}
