import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { CheckIcon, PencilIcon, XIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { IconAction } from "@/components/data-table/row-actions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MESSAGES, notify } from "@/lib/notify";
import { DateInput } from "./date-input";
import { fieldErrors, inputText, toPayload } from "./form-values";
import { displayValue, type AnyRecord, type FieldDef } from "./record-fields";

interface InlineEditOptions<T extends AnyRecord> {
  /** Editable columns (text, number, money, date); computed ones are shown only. */
  fields: FieldDef<T>[];
  save: (row: T, values: Record<string, unknown>) => Promise<unknown>;
}

/** A date cell being edited: its own state, the draft gets "YYYY-MM-DD". */
function DraftDate({ initial, onChange, ...props }: { initial: string; onChange: (v: string) => void } & Omit<React.ComponentProps<typeof DateInput>, "value" | "onChange">) {
  const [value, setValue] = React.useState(initial);
  return <DateInput {...props} value={value} onChange={(v) => (setValue(v), onChange(v))} />;
}

/** A cell's input with its message under it: a refused value is never a red field left without a word. */
function EditCell({ id, message, children }: { id: string; message?: string; children: (describedBy: string | undefined) => React.ReactNode }) {
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

/** Inline edit of a table row's main fields: cells become inputs, a check saves, a cross cancels; typed values survive a refused save. */
export function useInlineEdit<T extends AnyRecord>({ fields, save }: InlineEditOptions<T>) {
  const [editing, setEditing] = React.useState<number | null>(null);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [saving, setSaving] = React.useState(false);
  const draft = React.useRef<Record<string, string>>({});

  const columns = React.useMemo<ColumnDef<T, any>[]>(
    () =>
      fields.map((f) => ({
        id: f.name,
        header: f.label,
        accessorFn: (row: T) => row[f.name],
        meta: { text: (row: T) => displayValue(f, row[f.name]), className: f.type === "money" || f.type === "number" ? "text-right tabular-nums" : undefined },
        cell: ({ row }) =>
          row.original.id === editing && !f.computed ? (
            <EditCell id={`inline-${f.name}-message`} message={errors[f.name]}>
              {(describedBy) =>
                f.type === "date" ? (
                  <DraftDate
                    aria-label={f.label}
                    aria-invalid={!!errors[f.name] || undefined}
                    aria-describedby={describedBy}
                    initial={draft.current[f.name] ?? inputText(f, row.original[f.name])}
                    onChange={(v) => (draft.current[f.name] = v)}
                    className="h-8 min-w-36"
                  />
                ) : (
                  <Input
                    aria-label={f.label}
                    aria-invalid={!!errors[f.name] || undefined}
                    aria-describedby={describedBy}
                    inputMode={f.type === "money" || f.type === "number" ? "decimal" : undefined}
                    defaultValue={draft.current[f.name] ?? inputText(f, row.original[f.name])}
                    onChange={(e) => (draft.current[f.name] = e.target.value)}
                    className="h-8 min-w-24"
                  />
                )
              }
            </EditCell>
          ) : (
            displayValue(f, row.original[f.name])
          ),
      })),
    [fields, editing, errors],
  );

  async function commit(row: T) {
    // Amounts are read with the shared parser ("1 450,50"); one it refuses is flagged here, before any request.
    const edited = fields.filter((f) => f.name in draft.current);
    const refused = fieldErrors(edited, draft.current);
    if (Object.keys(refused).length) {
      setErrors(Object.fromEntries(Object.entries(refused).map(([k, e]) => [k, e.message])));
      return;
    }
    setSaving(true);
    try {
      await save(row, toPayload(edited, draft.current, false));
      notify.info(MESSAGES.saved);
      setEditing(null);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fields ?? {});
        if (err.status !== 401 && err.status !== 403) notify.danger(err.message);
      }
    } finally {
      setSaving(false);
    }
  }
  const start = (row: T) => ((draft.current = {}), setErrors({}), setEditing(row.id));

  const rowActions = (row: T) =>
    row.id === editing ? (
      <>
        <IconAction label="Enregistrer">
          <Button variant="ghost" size="icon-sm" aria-label="Enregistrer la ligne" disabled={saving} onClick={() => commit(row)}>
            <CheckIcon />
          </Button>
        </IconAction>
        <IconAction label="Annuler">
          <Button variant="ghost" size="icon-sm" aria-label="Annuler" disabled={saving} onClick={() => setEditing(null)}>
            <XIcon />
          </Button>
        </IconAction>
      </>
    ) : (
      <IconAction label="Modifier ici">
        <Button variant="ghost" size="icon-sm" aria-label="Modifier la ligne" onClick={() => start(row)}>
          <PencilIcon />
        </Button>
      </IconAction>
    );

  return { columns, rowActions, editing };
}
