import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { CheckIcon, PencilIcon, XIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import type { ApiRecord } from "@/api/types";
import { IconAction } from "@/components/data-table/row-actions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MESSAGES, notify } from "@/lib/notify";
import { DateInput } from "./date-input";
import { inputText } from "./form-values";
import { displayValue, type FieldDef } from "./record-fields";

interface InlineEditOptions {
  /** Editable columns (text, number, money, date); computed ones are shown only. */
  fields: FieldDef[];
  save: (row: ApiRecord, values: Record<string, unknown>) => Promise<unknown>;
}

/** A date cell being edited: its own state, the draft gets "YYYY-MM-DD". */
function DraftDate({ initial, onChange, ...props }: { initial: string; onChange: (v: string) => void } & Omit<React.ComponentProps<typeof DateInput>, "value" | "onChange">) {
  const [value, setValue] = React.useState(initial);
  return <DateInput {...props} value={value} onChange={(v) => (setValue(v), onChange(v))} />;
}


/** Inline edit of a table row's main fields: cells become inputs, a check saves, a cross cancels; typed values survive a refused save. */
export function useInlineEdit({ fields, save }: InlineEditOptions) {
  const [editing, setEditing] = React.useState<number | null>(null);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [saving, setSaving] = React.useState(false);
  const draft = React.useRef<Record<string, string>>({});

  const columns = React.useMemo<ColumnDef<ApiRecord, any>[]>(
    () =>
      fields.map((f) => ({
        id: f.name,
        header: f.label,
        accessorFn: (row: ApiRecord) => row[f.name],
        meta: { text: (row: ApiRecord) => displayValue(f, row[f.name]), className: f.type === "money" || f.type === "number" ? "text-right tabular-nums" : undefined },
        cell: ({ row }) =>
          row.original.id === editing && !f.computed ? (
            f.type === "date" ? (
              <DraftDate
                aria-label={f.label}
                aria-invalid={!!errors[f.name] || undefined}
                title={errors[f.name]}
                initial={draft.current[f.name] ?? inputText(f, row.original[f.name])}
                onChange={(v) => (draft.current[f.name] = v)}
                className="h-8 min-w-36"
              />
            ) : (
            <Input
              aria-label={f.label}
              aria-invalid={!!errors[f.name] || undefined}
              title={errors[f.name]}
              inputMode={f.type === "money" || f.type === "number" ? "decimal" : undefined}
              defaultValue={draft.current[f.name] ?? inputText(f, row.original[f.name])}
              onChange={(e) => (draft.current[f.name] = e.target.value)}
              className="h-8 min-w-24"
            />
            )
          ) : (
            displayValue(f, row.original[f.name])
          ),
      })),
    [fields, editing, errors],
  );

  async function commit(row: ApiRecord) {
    setSaving(true);
    try {
      const values: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(draft.current)) values[k] = v.trim() === "" ? null : v;
      await save(row, values);
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
  const start = (row: ApiRecord) => ((draft.current = {}), setErrors({}), setEditing(row.id));

  const rowActions = (row: ApiRecord) =>
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
