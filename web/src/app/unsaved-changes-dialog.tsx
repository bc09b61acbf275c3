import { ConfirmDialog } from "@/components/confirm-dialog";
import { leaveRequest, useLeaveRequest } from "@/lib/unsaved-changes";

/** The question held by a navigation away from unsaved edits (lib/unsaved-changes.ts). */
export function UnsavedChangesDialog() {
  const pending = useLeaveRequest();
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && leaveRequest.answer(false)}
      onConfirm={() => leaveRequest.answer(true)}
      title="Quitter sans enregistrer ?"
      description="Vos modifications non enregistrées seront perdues."
      confirmLabel="Quitter"
      cancelLabel="Rester"
    />
  );
}
