import { SaveFailureNotice } from "@/components/form-notices";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import type { FormDraft } from "@/components/use-form-draft";
import type { SaveFailure } from "@/lib/save-failure";

/**
 * The foot of a drafted form in a dialog (ADR 042): the failed save's notice with « Réessayer », then the form's own
 * cancel, which gives the draft up and closes without asking, and its submit, busy while the save runs.
 */
export function DraftDialogFooter({
  draft,
  failure,
  busy,
  onCancel,
  submitLabel = "Enregistrer",
  busyLabel = "Enregistrement…",
  cancelLabel = "Annuler",
  destructive,
}: {
  draft: FormDraft;
  failure: SaveFailure | null;
  busy: boolean;
  onCancel: () => void;
  submitLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}) {
  return (
    <>
      <SaveFailureNotice failure={failure} retrying={busy} />
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => {
            draft.clear();
            onCancel();
          }}
        >
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          variant={destructive ? "destructive" : "default"}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
