import { useWatch, type UseFormReturn } from "react-hook-form";
import { MSG } from "@worker/domain/schemas/fields";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { cn } from "@/lib/utils";
import { dateMessage } from "./date-input";
import { FieldInput } from "./field-input";
import { isVisible, type FieldDef, type FormValues } from "./record-fields";

export const fieldSpan = (f: FieldDef) =>
  f.type === "textarea" || f.type === "custom" || f.full
    ? "sm:col-span-2 lg:col-span-3"
    : f.wide
      ? "sm:col-span-2"
      : undefined;

/** One labelled input: live visibility, required marker and computed value; errors from zod or the server. */
export function RecordFormField({
  field,
  form,
  selfId,
}: {
  field: FieldDef;
  form: UseFormReturn<FormValues>;
  selfId?: number;
}) {
  const dynamic = !!(field.visibleIf || field.requiredIf || field.compute);
  const watched = useWatch({ control: form.control, disabled: !dynamic });
  const values = dynamic ? { ...form.getValues(), ...watched } : undefined;
  if (values && !isVisible(field, values)) return null;

  // A section's value (the rent cap) has errors of its parts, keyed by part: those are its input's to show on the
  // faulty part; the whole field is invalid only for an error of its own (one with a type).
  const reported = form.formState.errors[field.name];
  const error = typeof reported?.type === "string" ? reported : undefined;
  const required = field.required || (values && field.requiredIf?.(values));
  // Spec 5: a missing required value is marked, without message text; other messages are shown.
  const raw =
    typeof error?.message === "string" && error.message !== MSG.requis ? error.message : null;
  const message = raw === null ? null : dateMessage(raw);
  return (
    <Field data-invalid={!!error} data-field={field.name} className={cn(fieldSpan(field))}>
      <FieldLabel htmlFor={`f-${field.name}`} required={!!required}>
        {field.label}
      </FieldLabel>
      <FieldInput
        field={field}
        control={form.control}
        register={form.register}
        invalid={!!error}
        values={values}
        selfId={selfId}
      />
      {field.description && <FieldDescription>{field.description}</FieldDescription>}
      <FieldError>{message}</FieldError>
    </Field>
  );
}
