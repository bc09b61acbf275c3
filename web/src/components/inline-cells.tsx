import * as React from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { DateInput } from "./date-input";
import { inputText } from "./form-values";
import { displayValue, type AnyRecord, type FieldDef, type FormValues } from "./record-fields";

// The inputs of a row edited in place (inline-edit.tsx). The typed values live in a small store outside React
// state: the table's columns stay the same while one types (new columns would remount every input and lose the
// focus); only what depends on them (a live total, prixHT) subscribes and renders again.

export interface DraftStore {
  get(): FormValues;
  set(name: string, value: unknown): void;
  reset(values?: FormValues): void;
  subscribe(listener: () => void): () => void;
}

export function createDraftStore(): DraftStore {
  let values: FormValues = {};
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    get: () => values,
    set(name, value) {
      values = { ...values, [name]: value };
      emit();
    },
    reset(next = {}) {
      values = next;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A cell's input with its message under it: a refused value is never a red field left without a word. */
export function EditCell({
  id,
  message,
  children,
}: {
  id: string;
  message?: string;
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      {children(message ? id : undefined)}
      {message ? (
        <p id={id} className="max-w-48 text-xs font-normal whitespace-normal text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

interface DraftInputProps {
  field: FieldDef;
  row: AnyRecord;
  store: DraftStore;
  invalid: boolean;
  describedBy?: string;
  /** Its width where it is not a table cell's (the phone's dialog: the whole line). */
  className?: string;
}

/** The input of one field of the edited row, by its type; it starts from the draft, else the row's value. */
export function DraftInput({
  field: f,
  row,
  store,
  invalid,
  describedBy,
  className,
}: DraftInputProps) {
  const draft = store.get();
  const aria = {
    "aria-label": f.label,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
  const initial =
    f.name in draft
      ? draft[f.name]
      : f.type === "bool"
        ? Boolean(row[f.name])
        : inputText(f, row[f.name]);
  const [value, setValue] = React.useState(initial);
  const change = (v: unknown) => (setValue(v), store.set(f.name, v));

  if (f.type === "date")
    return (
      <DateInput
        {...aria}
        value={String(value ?? "")}
        onChange={change}
        className={cn("h-8 min-w-36", className)}
      />
    );
  if (f.type === "bool")
    return (
      <Checkbox {...aria} checked={Boolean(value)} onCheckedChange={(c) => change(c === true)} />
    );
  if (f.type === "select" || f.type === "radio") {
    return (
      <Select value={String(value ?? "") || undefined} onValueChange={change}>
        <SelectTrigger {...aria} className={cn("h-8 min-w-32", className)}>
          <SelectValue placeholder="Choisir..." />
        </SelectTrigger>
        <SelectContent>
          {f.options?.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  }
  const numeric = f.type === "money" || f.type === "number";
  return (
    <Input
      {...aria}
      inputMode={numeric ? "decimal" : undefined}
      value={String(value ?? "")}
      onChange={(e) => change(e.target.value)}
      className={cn(numeric ? "h-8 w-28 text-right tabular-nums" : "h-8 min-w-24", className)}
    />
  );
}

/** A derived field of the edited row, recomputed from what is typed (prixHT, a total), by the server's rule. */
export function LiveComputed({
  field,
  base,
  store,
}: {
  field: FieldDef;
  base: FormValues;
  store: DraftStore;
}) {
  const draft = React.useSyncExternalStore(store.subscribe, store.get);
  const value = field.compute?.({ ...base, ...draft });
  return <output aria-label={field.label}>{displayValue(field, value)}</output>;
}
