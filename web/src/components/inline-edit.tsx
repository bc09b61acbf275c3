import * as React from "react";
import type { Column } from "@/components/data-table/column-meta";
import { CheckIcon, PencilIcon, XIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { IconAction } from "@/components/data-table/row-actions";
import { Button } from "@/components/ui/button";
import { MESSAGES, notify } from "@/lib/notify";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { PHONE_QUERY, useMediaQuery } from "@/lib/use-media-query";
import { fieldErrors, initialValues, toPayload } from "./form-values";
import { createDraftStore, DraftInput, EditCell, LiveComputed } from "./inline-cells";
import { InlineEditDialog } from "./inline-edit-dialog";
import { displayValue, type AnyRecord, type FieldDef } from "./record-fields";

/** The id of the row being created in place (server ids are positive). */
export const NEW_ROW_ID = 0;

interface InlineEditOptions<T extends AnyRecord> {
  /**
   * Editable columns (text, number, money, date, select, bool); computed ones are shown, live with `compute`.
   * Consecutive fields of one `section` are stacked in one column, each with its label.
   */
  fields: FieldDef<T>[];
  save: (row: T, values: Record<string, unknown>) => Promise<unknown>;
  /**
   * Rows created in place: `startNew` adds a row of defaults at the top, saved by `save`. `title` is the phone
   * dialog's, in the words of the button that calls `startNew` (« Nouvel acompte »): « Nouvelle ligne » did not say
   * what it was adding. An edited row's dialog keeps the words of its pencil, « Modifier la ligne ».
   */
  create?: { save: (values: Record<string, unknown>) => Promise<unknown>; title: string };
}

const cellClass = (f: FieldDef) =>
  f.type === "money" || f.type === "number" ? "text-right tabular-nums" : undefined;
const shown = <T extends AnyRecord>(f: FieldDef<T>, row: T) =>
  f.display ? f.display(row) : displayValue(f, row[f.name]);
/** Words, not figures: an address or a choice's label, which may take two lines in a column of its own. */
const WORDS: ReadonlySet<FieldDef["type"]> = new Set([
  undefined,
  "text",
  "select",
  "textarea",
  "ref",
  "pick",
]);
/**
 * A value shown in its cell: words wrap as the lists' text columns do (`col.text`), or a long address kept on one
 * line pushed the row's last column past the table's edge at 1440 px (« Facturé F2026-00001 » cut to « Factur »).
 */
const shownCell = <T extends AnyRecord>(f: FieldDef<T>, row: T) =>
  WORDS.has(f.type) ? (
    <span className="block min-w-32 whitespace-normal">{shown(f, row)}</span>
  ) : (
    shown(f, row)
  );

/** Consecutive fields with the same `section` share one column (a wide row fits its table), the others have their own. */
function groupColumns<T>(fields: FieldDef<T>[]) {
  const columns: { header: string; group: FieldDef<T>[] }[] = [];
  for (const f of fields) {
    const last = columns.at(-1);
    if (f.section && last && last.header === f.section) last.group.push(f);
    else columns.push({ header: f.section ?? f.label, group: [f] });
  }
  return columns;
}

/**
 * Inline edit (and creation) of a table's rows: cells become inputs, a check saves, a cross cancels; the whole row
 * is checked as the server will (required values, amounts), typed values survive a refused save. On a phone the
 * row stays a card and its inputs open in a dialog (`dialog`, to be rendered beside the table).
 */
export function useInlineEdit<T extends AnyRecord>({ fields, save, create }: InlineEditOptions<T>) {
  const [editedRow, setEditedRow] = React.useState<T | null>(null);
  const editing = editedRow?.id ?? null;
  const phone = useMediaQuery(PHONE_QUERY);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [saving, setSaving] = React.useState(false);
  const [store] = React.useState(createDraftStore);
  // A row open in edition with something typed in it (its draft), or a new row: leaving asks first.
  useUnsavedChanges(
    () => editing === NEW_ROW_ID || (editing !== null && Object.keys(store.get()).length > 0),
  );

  const columns = React.useMemo<Column<T>[]>(() => {
    // One field's cell: its input while the row is edited (labelled when it shares the column), else its value.
    const cell = (f: FieldDef<T>, row: T, labelled: boolean) => {
      const edited = row.id === editing && !phone;
      const body = !edited ? (
        labelled ? (
          shown(f, row)
        ) : (
          shownCell(f, row)
        )
      ) : f.computed ? (
        f.compute ? (
          <LiveComputed field={f} base={initialValues(fields, row)} store={store} />
        ) : (
          shown(f, row)
        )
      ) : (
        <EditCell id={`inline-${f.name}-message`} message={errors[f.name]}>
          {(describedBy) => (
            <DraftInput
              field={f}
              row={row}
              store={store}
              invalid={!!errors[f.name]}
              describedBy={describedBy}
            />
          )}
        </EditCell>
      );
      if (!labelled) return body;
      return (
        <div
          key={f.name}
          className={edited ? "flex flex-col gap-0.5" : "flex items-baseline gap-1.5"}
        >
          <span className="text-xs text-muted-foreground">{f.label}</span>
          <span className={cellClass(f)}>{body}</span>
        </div>
      );
    };
    return groupColumns(fields).map(({ header, group }) => {
      const single = group.length === 1 ? group[0]! : null;
      return {
        id: single?.name ?? header,
        header,
        accessorFn: (row: T) => row[group[0]!.name],
        meta: {
          text: (row: T) =>
            group
              .map((f) => (single ? String(shown(f, row)) : `${f.label} ${String(shown(f, row))}`))
              .join(" · "),
          className: single ? cellClass(single) : undefined,
        },
        cell: ({ row }) =>
          single ? (
            cell(single, row.original, false)
          ) : (
            <div className="flex flex-col gap-1">
              {group.map((f) => cell(f, row.original, true))}
            </div>
          ),
      } satisfies Column<T>;
    });
  }, [fields, editing, errors, store, phone]);

  async function commit(row: T) {
    const creating = row.id === NEW_ROW_ID;
    const draft = store.get();
    // The row as it would be saved is checked, so that a required value never typed is flagged before any request.
    const refused = fieldErrors(fields, {
      ...initialValues(fields, creating ? null : row),
      ...draft,
    });
    if (Object.keys(refused).length) {
      setErrors(Object.fromEntries(Object.entries(refused).map(([k, e]) => [k, e.message])));
      return;
    }
    setSaving(true);
    try {
      // A new row sends every field; an edited one only what was typed (the server merges it).
      if (creating) await create!.save(toPayload(fields, draft, true));
      else
        await save(
          row,
          toPayload(
            fields.filter((f) => f.name in draft),
            draft,
            false,
          ),
        );
      notify.info(MESSAGES.saved);
      setEditedRow(null);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fields ?? {});
        if (err.status !== 401 && err.status !== 403) notify.danger(err.message);
      }
    } finally {
      setSaving(false);
    }
  }
  const start = (row: T) => (store.reset(), setErrors({}), setEditedRow(row));
  /** A blank row of defaults at the top of the table, in edition. */
  const startNew = () => (
    store.reset(initialValues(fields, null)), setErrors({}), setEditedRow({ id: NEW_ROW_ID } as T)
  );
  /** The table's rows, with the one being created first (on a phone it is only in the dialog). */
  const rows = (data: T[]): T[] =>
    editing === NEW_ROW_ID && !phone ? [editedRow!, ...data] : data;

  const dialog =
    phone && editedRow ? (
      <InlineEditDialog
        row={editedRow}
        title={editing === NEW_ROW_ID ? create!.title : "Modifier la ligne"}
        fields={fields}
        store={store}
        errors={errors}
        saving={saving}
        onSave={() => commit(editedRow)}
        onCancel={() => setEditedRow(null)}
      />
    ) : null;

  const rowActions = (row: T) =>
    row.id === editing && !phone ? (
      <>
        <IconAction label="Enregistrer">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Enregistrer la ligne"
            disabled={saving}
            onClick={() => commit(row)}
          >
            <CheckIcon />
          </Button>
        </IconAction>
        <IconAction label="Annuler">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Annuler"
            disabled={saving}
            onClick={() => setEditedRow(null)}
          >
            <XIcon />
          </Button>
        </IconAction>
      </>
    ) : (
      <IconAction label="Modifier ici">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Modifier la ligne"
          disabled={editing !== null}
          onClick={() => start(row)}
        >
          <PencilIcon />
        </Button>
      </IconAction>
    );

  return {
    columns,
    rowActions,
    editing,
    rows,
    startNew,
    creating: editing === NEW_ROW_ID,
    dialog,
  };
}
