import * as React from "react";
import { useSaveRecord } from "@/api/resources";
import type { ListRow, ResourceName } from "@/api/types";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { MESSAGES, notify } from "@/lib/notify";
import type { FieldDef, FormSchema, FormValues } from "./record-fields";

// The form (react-hook-form, the zod schemas, the inputs) is fetched when a dialog first opens, not with the list
// that offers it: a list screen's first load stays small. Logged-in users have it preloaded with the record screens.
const RecordForm = React.lazy(() =>
  import("./record-form").then((m) => ({ default: m.RecordForm })),
);

interface RecordDialogProps<R extends ResourceName> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resource: R;
  fields: FieldDef<ListRow<R>>[];
  /** null: creation. */
  record: ListRow<R> | null;
  title: string;
  description?: string;
  createdMessage?: string;
  /** The shared zod schema (worker/domain/schemas): the same checks and French messages as the server. */
  schema?: FormSchema;
  /** Instead of the plain POST / PUT: a creation that also links the record (a guarantor to its dossier...). */
  save?: (values: FormValues, record: ListRow<R> | null) => Promise<unknown>;
}

/** Create or edit a small record (intendance, équipement, variable) without leaving the list. */
export function RecordDialog<R extends ResourceName>({
  open,
  onOpenChange,
  resource,
  fields,
  record,
  title,
  description,
  createdMessage,
  schema,
  save: customSave,
}: RecordDialogProps<R>) {
  const save = useSaveRecord(resource);
  async function submit(values: Record<string, unknown>) {
    if (customSave) await customSave(values, record);
    else await save.mutateAsync({ id: record?.id, values });
    notify.info(record ? MESSAGES.saved : (createdMessage ?? MESSAGES.saved));
    onOpenChange(false);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {description ?? "Les champs marqués d'un astérisque sont obligatoires."}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <React.Suspense fallback={null}>
            <RecordForm
              key={record ? String(record.id) : "new"}
              compact
              fields={fields}
              record={record}
              schema={schema}
              submitLabel={record ? "Enregistrer" : "Ajouter"}
              onSubmit={submit}
              onCancel={() => onOpenChange(false)}
            />
          </React.Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
