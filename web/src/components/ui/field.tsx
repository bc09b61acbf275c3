import type * as React from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

function Field({
  className,
  ...props
}: React.ComponentProps<"div"> & { "data-invalid"?: boolean }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: shadcn's Field groups a label, a control and its message without a fieldset's styles
    <div
      data-slot="field"
      role="group"
      className={cn("flex flex-col gap-2 data-[invalid=true]:text-destructive", className)}
      {...props}
    />
  );
}

function FieldLabel({
  className,
  required,
  children,
  ...props
}: React.ComponentProps<typeof Label> & { required?: boolean }) {
  return (
    <Label data-slot="field-label" className={cn("text-foreground", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden className="-ml-1 text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="field-description"
      className={cn("text-xs text-muted-foreground", className)}
      {...props}
    />
  );
}

function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p
      role="alert"
      data-slot="field-error"
      className={cn("text-sm text-destructive", className)}
      {...props}
    >
      {children}
    </p>
  );
}

// A full-width field (record-form-field.tsx's lg:col-span-3) adds a third column to the two: an implicit one, sized
// `auto` by default, which a long message at a field (a phone's) widened until the other two were 0 px wide.
function FieldGroup({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="field-group"
      className={cn("grid auto-cols-fr grid-cols-1 gap-4 lg:grid-cols-2", className)}
      {...props}
    />
  );
}

export { Field, FieldLabel, FieldDescription, FieldError, FieldGroup };
