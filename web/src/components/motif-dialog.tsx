import { DraftDialogFooter } from "@/components/draft-dialog-footer";
import type * as React from "react";
import { ApiError } from "@/api/client";
import { DraftOffer } from "@/components/form-notices";
import { GuardedDialog } from "@/components/guarded-dialog";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useDraftState } from "@/components/use-draft-state";
import { useSaveFailure } from "@/components/use-form-draft";
import { tellError } from "@/features/quitances/quitance-actions";
import { MSG } from "@worker/domain/schemas/fields";
import { useState } from "react";

interface MotifDialogProps {
  open: boolean;
  /** The field's id, unique on the page; with `recordId`, it names the reason's draft (ADR 042). */
  id: string;
  /** The record the reason is about (the payment, the bank line, the invoice). */
  recordId: number | undefined;
  title: string;
  description: React.ReactNode;
  /** The field's label: « Motif » unless told. */
  label?: string;
  placeholder: string;
  submitLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  /** Sends the reason; resolves once done (the dialog then closes through `onClose`). */
  onSubmit: (motif: string) => Promise<void>;
  onClose: () => void;
  onFailed?: (error: unknown) => Promise<void> | void;
}

/**
 * A write that needs its reason (a reversed payment, a bank line set aside, a credit note): the reason is required,
 * the server's message on `motif` shows under the field, a network or server failure keeps the dialog open with
 * « Réessayer », any other failure as a toast (then `onFailed`, e.g. to read again what a parallel write changed).
 * The reason typed is drafted like any form's, and closing the dialog with it asks first (ADR 042).
 */
export function MotifDialog(props: MotifDialogProps) {
  return (
    <GuardedDialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      className="sm:max-w-lg"
      title={props.title}
      description={props.description}
    >
      <MotifForm {...props} />
    </GuardedDialog>
  );
}

function MotifForm({
  id,
  recordId,
  label = "Motif",
  placeholder,
  submitLabel,
  pendingLabel,
  destructive,
  onSubmit,
  onClose,
  onFailed,
}: MotifDialogProps) {
  const { values, setValues, draft, saved } = useDraftState(
    { resource: id, id: recordId ?? "new" },
    () => ({ motif: "" }),
  );
  const saving = useSaveFailure();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const motif = values.motif.trim();
    if (!motif) return setError(MSG.requis);
    setPending(true);
    draft.flush();
    try {
      if (!(await saving.run(() => onSubmit(motif)))) return;
      saved();
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fields?.motif) setError(e.fields.motif);
      else {
        tellError(e);
        await onFailed?.(e);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DraftOffer draft={draft} />
      <Field data-invalid={!!error}>
        <FieldLabel htmlFor={id} required>
          {label}
        </FieldLabel>
        <Textarea
          id={id}
          value={values.motif}
          aria-invalid={!!error || undefined}
          placeholder={placeholder}
          onChange={(e) => {
            setValues({ motif: e.target.value });
            setError(null);
          }}
        />
        <FieldError>{error}</FieldError>
      </Field>
      <DraftDialogFooter
        draft={draft}
        failure={saving.failure}
        busy={pending}
        onCancel={onClose}
        cancelLabel="Retour"
        submitLabel={submitLabel}
        busyLabel={pendingLabel}
        destructive={destructive}
      />
    </form>
  );
}
