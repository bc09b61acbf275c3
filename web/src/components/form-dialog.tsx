import * as React from "react";
import type { AnyRecord } from "./record-fields";
import type { RecordFormProps } from "./record-form";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { confirmLeave } from "@/lib/unsaved-changes";

// Loaded when a dialog first opens (react-hook-form, the inputs): the lists do not pay for it.
const RecordForm = React.lazy(() =>
  import("./record-form").then((m) => ({ default: m.RecordForm })),
);

type FormDialogProps<T extends AnyRecord> = Omit<RecordFormProps<T>, "compact" | "onCancel"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  /** The dialog's width class (`sm:max-w-xl` unless told). */
  width?: string;
  /** A new form (its fields reset) whenever this changes: another record in the same dialog. */
  formKey?: string;
};

/**
 * One form in a dialog, its Annuler closing it (closing it otherwise with typed values asks first): the record dialogs of the lists, the manual quittance, Encaisser.
 * The form is mounted only while the dialog is open, so each opening starts from the record given.
 */
export function FormDialog<T extends AnyRecord>({
  open,
  onOpenChange,
  title,
  description,
  width = "sm:max-w-xl",
  formKey,
  ...form
}: FormDialogProps<T>) {
  // Escape, the cross or a click outside with typed values asks first; the form's own Annuler closes at once.
  const dismiss = (next: boolean) =>
    next ? onOpenChange(true) : confirmLeave(() => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={dismiss}>
      <DialogContent className={width}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? (
          <React.Suspense fallback={null}>
            <RecordForm key={formKey} compact {...form} onCancel={() => onOpenChange(false)} />
          </React.Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
