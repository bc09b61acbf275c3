import * as React from "react";
import { ApiError } from "@/api/client";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { tellError } from "@/features/quitances/quitance-actions";
import { MSG } from "@worker/domain/schemas/fields";

/**
 * A write that needs its reason (a reversed payment, a bank line set aside): the reason is required, the server's
 * message on `motif` shows under the field, any other failure as a toast (then `onFailed`, e.g. to read again what
 * a parallel write changed). Open while `open`; a new opening starts with an empty reason.
 */
export function MotifDialog({
  open,
  id,
  title,
  description,
  placeholder,
  submitLabel,
  pendingLabel,
  destructive,
  onSubmit,
  onClose,
  onFailed,
}: {
  open: boolean;
  /** The field's id, unique on the page. */
  id: string;
  title: string;
  description: React.ReactNode;
  placeholder: string;
  submitLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  /** Sends the reason; resolves once done (the dialog then closes through `onClose`). */
  onSubmit: (motif: string) => Promise<void>;
  onClose: () => void;
  onFailed?: (error: unknown) => Promise<void> | void;
}) {
  const [motif, setMotif] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  React.useEffect(() => {
    if (open) {
      setMotif("");
      setError(null);
    }
  }, [open]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!motif.trim()) return setError(MSG.requis);
    setPending(true);
    try {
      await onSubmit(motif.trim());
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
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field data-invalid={!!error}>
            <FieldLabel htmlFor={id} required>
              Motif
            </FieldLabel>
            <Textarea
              id={id}
              value={motif}
              aria-invalid={!!error || undefined}
              placeholder={placeholder}
              onChange={(e) => {
                setMotif(e.target.value);
                setError(null);
              }}
            />
            <FieldError>{error}</FieldError>
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={onClose}>
              Retour
            </Button>
            <Button
              type="submit"
              variant={destructive ? "destructive" : "default"}
              disabled={pending}
            >
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
