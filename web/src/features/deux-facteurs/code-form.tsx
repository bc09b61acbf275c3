import * as React from "react";
import { ApiError } from "@/api/client";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { MSG_CODE_REQUIS } from "@worker/domain/deux-facteurs/messages";

/**
 * One code field and its button: the app's 6 digits (numeric keyboard, the phone's one-time-code suggestion), or,
 * where `secours` allows it, a recovery code. The server's refusal shows under the field.
 */
export function CodeForm({
  id,
  label = "Code de vérification",
  description,
  submitLabel,
  busyLabel,
  secours = false,
  autoFocus = false,
  onSubmit,
  extra,
}: {
  id: string;
  label?: string;
  description?: React.ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** A recovery code is accepted too (text, no numeric keyboard). */
  secours?: boolean;
  autoFocus?: boolean;
  onSubmit: (code: string) => Promise<unknown>;
  extra?: React.ReactNode;
}) {
  const [code, setCode] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(MSG_CODE_REQUIS);
    setPending(true);
    setError(null);
    try {
      await onSubmit(code.trim());
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        setError(err.fields?.code ?? err.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Field data-invalid={error !== null}>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <Input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={secours ? "text" : "numeric"}
          autoComplete={secours ? "off" : "one-time-code"}
          pattern={secours ? undefined : "[0-9]*"}
          maxLength={secours ? 20 : 6}
          autoFocus={autoFocus}
          aria-invalid={error !== null || undefined}
          aria-describedby={description ? `${id}-aide` : undefined}
          className="max-w-56 font-mono tracking-widest"
        />
        {description ? <FieldDescription id={`${id}-aide`}>{description}</FieldDescription> : null}
        <FieldError>{error}</FieldError>
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? busyLabel : submitLabel}
        </Button>
        {extra}
      </div>
    </form>
  );
}
