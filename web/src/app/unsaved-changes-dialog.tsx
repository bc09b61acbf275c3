import * as React from "react";
import { leaveRequest, useLeaveRequest } from "@/lib/unsaved-changes";

// The dialog's code (Radix, the scroll lock) is downloaded the first time a navigation leaves unsaved edits: not
// with the first page (/login's budget), as ConfirmationHost does.
const ConfirmDialog = React.lazy(() =>
  import("@/components/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

/** The question held by a navigation away from unsaved edits (lib/unsaved-changes.ts). */
export function UnsavedChangesDialog() {
  const pending = useLeaveRequest();
  if (pending === null) return null;
  return (
    <React.Suspense fallback={null}>
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && leaveRequest.answer(false)}
        onConfirm={() => leaveRequest.answer(true)}
        title="Quitter sans enregistrer ?"
        description="Vos modifications non enregistrées seront perdues."
        confirmLabel="Quitter"
        cancelLabel="Rester"
      />
    </React.Suspense>
  );
}
