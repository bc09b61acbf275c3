import { useForm, type Control } from "react-hook-form";
import { ApiError, NetworkError } from "@/api/client";
import type { ApiRecord } from "@/api/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { notify } from "@/lib/notify";
import { FieldInput } from "./field-input";
import { groupBySection, type FieldDef } from "./record-fields";

type Values = Record<string, unknown>;

export interface RecordFormProps {
  fields: FieldDef[];
  record?: ApiRecord | null;
  submitLabel?: string;
  onSubmit: (values: Values) => Promise<unknown>;
  onCancel?: () => void;
  /** Inside a dialog: no cards, one grid. */
  compact?: boolean;
}

function initialValues(fields: FieldDef[], record?: ApiRecord | null): Values {
  const values: Values = {};
  for (const f of fields) {
    const v = record ? record[f.name] : f.defaultValue;
    if (f.type === "bool") values[f.name] = Boolean(v);
    else if (f.type === "date") values[f.name] = typeof v === "string" ? v.slice(0, 10) : "";
    else values[f.name] = v === null || v === undefined ? "" : String(v);
  }
  return values;
}

function toPayload(fields: FieldDef[], values: Values, creating: boolean): Values {
  const out: Values = {};
  for (const f of fields) {
    if (f.computed) continue;
    const raw = values[f.name];
    let v: unknown = raw;
    if (f.type === "bool") v = Boolean(raw);
    else if (raw === "" || raw === undefined) v = null;
    else if (f.type === "number" || f.type === "money" || f.type === "ref") v = Number(String(raw).replace(",", "."));
    if (creating && v === null) continue;
    out[f.name] = v;
  }
  return out;
}

export function RecordForm({ fields, record, submitLabel = "Enregistrer", onSubmit, onCancel, compact }: RecordFormProps) {
  const form = useForm<Values>({ defaultValues: initialValues(fields, record) });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: Values) {
    try {
      await onSubmit(toPayload(fields, values, !record));
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const [name, message] of Object.entries(err.fields)) form.setError(name, { message });
      }
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403) notify.danger(err.message);
      else if (!(err instanceof ApiError) && !(err instanceof NetworkError)) throw err;
    }
  }

  const renderField = (f: FieldDef) => {
    const error = errors[f.name];
    return (
      <Field key={f.name} data-invalid={!!error} className={f.wide || f.type === "textarea" ? "sm:col-span-2" : undefined}>
        <FieldLabel htmlFor={`f-${f.name}`} required={f.required}>
          {f.label}
        </FieldLabel>
        <FieldInput field={f} control={form.control as Control<Values>} register={form.register} invalid={!!error} />
        <FieldError>{typeof error?.message === "string" ? error.message : null}</FieldError>
      </Field>
    );
  };

  const onInvalid = () => notify.danger("Veuillez renseigner les champs obligatoires.");
  const actions = (
    <div className="flex justify-end gap-2">
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Annuler
        </Button>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Enregistrement..." : submitLabel}
      </Button>
    </div>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit, onInvalid)} className="flex flex-col gap-4">
      {compact ? (
        <FieldGroup>{fields.filter((f) => !f.computed).map(renderField)}</FieldGroup>
      ) : (
        groupBySection(fields).map(([section, list]) => (
          <Card key={section}>
            <CardHeader>
              <CardTitle>{section}</CardTitle>
            </CardHeader>
            <CardContent>
              <FieldGroup className="lg:grid-cols-3">{list.map(renderField)}</FieldGroup>
            </CardContent>
          </Card>
        ))
      )}
      {actions}
    </form>
  );
}

