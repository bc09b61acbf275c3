import * as React from "react";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { Loader2Icon, SaveIcon } from "lucide-react";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/lib/notify";
import type { DraftTarget } from "@/lib/drafts";
import { DraftOffer, SaveFailureNotice } from "@/components/form-notices";
import { useStateForm } from "@/components/use-draft-state";
import { tellError } from "@/features/quitances/quitance-actions";

/** A settings tab's data: its error, a spinner while it loads, then `children` with it. */
export function SettingsLoader<T, Q extends QueryKey>({
  query,
  children,
}: {
  query: UseQueryOptions<T, Error, T, Q>;
  children: (data: T) => React.ReactNode;
}) {
  const q = useQuery(query);
  if (q.isError) return <ErrorState error={q.error} />;
  if (!q.data)
    return (
      <Loader2Icon className="m-6 animate-spin text-muted-foreground" aria-label="Chargement" />
    );
  return children(q.data);
}

export interface SettingsField<K extends string> {
  key: K;
  label: React.ReactNode;
  required?: boolean;
  /** Under the input. */
  description?: React.ReactNode;
  input?: Omit<React.ComponentProps<typeof Input>, "id" | "value" | "onChange" | "aria-invalid">;
}

/**
 * A settings tab (Paramètres): a card with its title and why, then a form of text fields saved whole; the server's
 * field messages under their fields, a toast once saved. Each tab passes its fields, its call and its words.
 */
export function SettingsForm<K extends string, T>({
  titre,
  description,
  before,
  idPrefix,
  colonnes,
  fields,
  initial,
  save,
  onSaved,
  savedMessage,
  check,
  draftTarget,
}: {
  titre: string;
  description: React.ReactNode;
  /** Above the form, inside the card (what is missing). */
  before?: React.ReactNode;
  /** Ids are `${idPrefix}-${key}`. */
  idPrefix: string;
  /** The grid's columns on a wide screen. */
  colonnes: 2 | 3;
  fields: SettingsField<K>[];
  initial: () => Record<K, string>;
  save: (values: Record<K, string>) => Promise<T>;
  onSaved: (saved: T) => void;
  savedMessage: string;
  /** The server's rules checked in the form first: each field's message, or none (issue 42). */
  check?: (values: Record<K, string>) => Partial<Record<K, string>>;
  /** Where its draft is kept while it is edited (issue 42: nothing typed is lost). */
  draftTarget: DraftTarget;
}) {
  const form = useStateForm({
    target: draftTarget,
    initial,
    save,
    onSaved: (saved: T) => {
      onSaved(saved);
      notify.info(savedMessage);
    },
    tellError,
  });
  const { values, setValues, draft, busy, failure } = form;
  const [fautes, setFautes] = React.useState<Partial<Record<K, string>>>({});
  const errors: Partial<Record<K, string>> = { ...form.errors, ...fautes };

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = check?.(values) ?? {};
    setFautes(found);
    if (Object.keys(found).length) return;
    return form.submit(e);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{titre}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={before ? "flex flex-col gap-4" : undefined}>
        {before}
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DraftOffer draft={draft} />
          <div
            className={`grid grid-cols-1 gap-4 ${colonnes === 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}
          >
            {fields.map((f) => (
              <Field key={f.key} data-invalid={!!errors[f.key]}>
                <FieldLabel htmlFor={`${idPrefix}-${f.key}`} required={f.required}>
                  {f.label}
                </FieldLabel>
                <Input
                  {...f.input}
                  id={`${idPrefix}-${f.key}`}
                  value={values[f.key]}
                  aria-invalid={!!errors[f.key]}
                  onChange={(ev) => setValues((v) => ({ ...v, [f.key]: ev.target.value }))}
                />
                {f.description && <FieldDescription>{f.description}</FieldDescription>}
                <FieldError>{errors[f.key]}</FieldError>
              </Field>
            ))}
          </div>
          <SaveFailureNotice failure={failure} retrying={busy} />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2Icon className="animate-spin" /> : <SaveIcon />} Enregistrer
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
