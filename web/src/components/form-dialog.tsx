import * as React from "react";
import type { AnyRecord } from "./record-fields";
import type { RecordFormProps } from "./record-form";
import { GuardedDialog } from "./guarded-dialog";

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
  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={width}
    >
      <React.Suspense fallback={null}>
        <RecordForm key={formKey} compact {...form} onCancel={() => onOpenChange(false)} />
      </React.Suspense>
    </GuardedDialog>
  );
}
