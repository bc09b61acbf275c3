import { useSaveRecord } from "@/api/resources";
import type { ListRow, ResourceName } from "@/api/types";
import { FormDialog } from "./form-dialog";
import { MESSAGES, notify } from "@/lib/notify";
import type { FieldDef, FormSchema, FormValues } from "./record-fields";

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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      width="sm:max-w-2xl"
      title={title}
      description={description ?? "Les champs marqués d'un astérisque sont obligatoires."}
      formKey={record ? String(record.id) : "new"}
      fields={fields}
      record={record}
      schema={schema}
      submitLabel={record ? "Enregistrer" : "Ajouter"}
      onSubmit={submit}
      draft={{ resource, id: record?.id ?? "new" }}
    />
  );
}
