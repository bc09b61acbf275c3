import type { ReactNode } from "react";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ApiError, NetworkError } from "@/api/client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldGroup } from "@/components/ui/field";
import type { DraftTarget } from "@/lib/drafts";
import { notify } from "@/lib/notify";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { MSG } from "@worker/domain/schemas/fields";
import { fieldErrors, initialValues, pickSent, toPayload } from "./form-values";
import { DraftOffer, SaveFailureNotice } from "./form-notices";
import { RecordFormField } from "./record-form-field";
import { useFormDraft, useSaveFailure } from "./use-form-draft";
import { VatDefaults } from "./vat-defaults";
import {
  groupBySection,
  type AnyRecord,
  type FieldDef,
  type FormSchema,
  type FormValues,
} from "./record-fields";

export interface RecordFormProps<T extends AnyRecord> {
  fields: FieldDef<T>[];
  record?: T | null;
  /** Shared zod schema (worker/domain/schemas): validation and French messages, same as the server. */
  schema?: FormSchema;
  submitLabel?: string;
  /**
   * `payload` is the record's body; `values` the raw form values (local fields included). Resolving to false: nothing
   * was sent (a confirmation declined), the form stays as typed.
   */
  onSubmit: (payload: FormValues, values: FormValues) => Promise<unknown>;
  onCancel?: () => void;
  /** Inside a dialog: no cards, one grid. */
  compact?: boolean;
  /** Initial values over the fields' defaults (a creation prefilled from the query string). */
  defaults?: FormValues;
  /** Rendered inside the form's context (EntityConfig.formEffects). */
  effects?: ReactNode;
  /** Whose draft this form keeps in the browser (ADR 042): the resource and the record's id, or "new". */
  draft?: DraftTarget;
}

/** Without a shared schema, the fields' own checks (required, amounts and numbers through the shared parser). */
const fieldsResolver =
  (fields: FieldDef[]): Resolver<FormValues, unknown, FormValues> =>
  (values) => {
    const errors = fieldErrors(fields, values);
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };

export function RecordForm<T extends AnyRecord>({
  fields,
  record,
  schema,
  submitLabel = "Enregistrer",
  onSubmit,
  onCancel,
  compact,
  defaults,
  effects,
  draft: target,
}: RecordFormProps<T>) {
  const form = useForm<FormValues, unknown, FormValues>({
    defaultValues: { ...initialValues(fields, record), ...defaults },
    resolver: schema ? zodResolver(schema) : fieldsResolver(fields),
  });
  const { isSubmitting, isDirty } = form.formState;
  const draft = useFormDraft(form, target);
  const guard = useUnsavedChanges(isDirty, draft.clear);
  const saving = useSaveFailure();

  async function submit(parsed: FormValues) {
    const raw = form.getValues();
    const payload = schema ? pickSent(fields, parsed) : toPayload(fields, raw, !record);
    draft.flush();
    // The screen leaves once saved: that navigation must not ask about the edits just sent.
    guard.suspend();
    try {
      // The network or the server let the save down: the form stays as typed, says why and offers to retry.
      let sent = true;
      const ran = await saving.run(async () => {
        sent = (await onSubmit(payload, raw)) !== false;
      });
      if (!ran || !sent) return;
      draft.clear();
      // Saved: what the form shows is now the record, nothing left to lose (a form that stays open).
      form.reset(raw, { keepValues: true });
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const [name, message] of Object.entries(err.fields))
          form.setError(name, { type: "server", message });
      }
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
      else if (!(err instanceof ApiError) && !(err instanceof NetworkError)) throw err;
    } finally {
      guard.resume();
    }
  }

  const onInvalid = (errors: Record<string, { message?: unknown; type?: unknown } | undefined>) =>
    notify.danger(
      Object.values(errors).some((e) => e?.message === MSG.requis || e?.type === "required")
        ? "Veuillez renseigner les champs obligatoires."
        : "Veuillez corriger les champs signalés.",
    );
  const renderField = (f: FieldDef<T>) => (
    <RecordFormField key={f.name} field={f} form={form} selfId={record?.id} />
  );

  // The provider lets custom inputs and effects read the other fields (a section computed from the rent...).
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(submit, onInvalid)}
        className="flex flex-col gap-4"
      >
        <DraftOffer draft={draft} />
        {effects}
        {!record?.id && fields.some((f) => f.vatDefault) ? <VatDefaults fields={fields} /> : null}
        {compact ? (
          <FieldGroup>{fields.filter((f) => !f.computed || f.compute).map(renderField)}</FieldGroup>
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
        {/* data-sticky-actions: index.css keeps focused fields (scroll-padding) and notifications above this bar. */}
        <div
          data-sticky-actions={compact ? undefined : true}
          className={
            compact
              ? "flex flex-col gap-2"
              : "sticky bottom-0 z-10 flex flex-col gap-2 rounded-lg border bg-card/95 px-4 py-3 shadow-sm backdrop-blur"
          }
        >
          {/* In the bar: a failed save is told where the user just clicked, on a long form and on a phone alike. */}
          <SaveFailureNotice failure={saving.failure} retrying={isSubmitting} />
          <div className="flex justify-end gap-2">
            {onCancel ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  draft.clear();
                  guard.skip(onCancel);
                }}
                disabled={isSubmitting}
              >
                Annuler
              </Button>
            ) : null}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Enregistrement..." : submitLabel}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
