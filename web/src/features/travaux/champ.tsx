import type * as React from "react";
import { ApiError } from "@/api/client";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { notify } from "@/lib/notify";

// The travaux forms' fields (issue 76, ADR 129): a label, its control and the server's 400 message for that field,
// so the server stays the one that validates and its French words show where they belong.

export const SELECT =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none";

export function Champ({
  id,
  label,
  erreur,
  required,
  children,
  className,
}: {
  id: string;
  label: string;
  erreur?: string | undefined;
  required?: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Field data-invalid={!!erreur || undefined} className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldError id={`${id}-erreur`}>{erreur}</FieldError>
    </Field>
  );
}

/** A refusal's field messages, kept for the form; the message alone is told when it names no field. */
export function fautesDe(e: unknown): Record<string, string> {
  if (e instanceof ApiError && e.fields && Object.keys(e.fields).length) {
    notify.danger(e.message);
    return e.fields;
  }
  if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
    notify.danger(e instanceof ApiError ? e.message : "L'envoi a échoué.");
  return {};
}
