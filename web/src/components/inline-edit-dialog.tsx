import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { initialValues } from "./form-values";
import { DraftInput, EditCell, LiveComputed, type DraftStore } from "./inline-cells";
import { displayValue, type AnyRecord, type FieldDef } from "./record-fields";

interface InlineEditDialogProps<T extends AnyRecord> {
  /** The row edited, or a blank one being created. */
  row: T;
  /** The button's words for a new row, the row's name for an edited one (useInlineEdit's `titles`). */
  title: string;
  fields: FieldDef<T>[];
  store: DraftStore;
  errors: Record<string, string>;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * On a phone a row edited in place is edited here instead (issue 25): a table row has no room for its inputs. The
 * same draft store, checks and save as the inline row (inline-edit.tsx); one field a line, with its label.
 */
export function InlineEditDialog<T extends AnyRecord>({
  row,
  title,
  fields,
  store,
  errors,
  saving,
  onSave,
  onCancel,
}: InlineEditDialogProps<T>) {
  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Les montants calculés se mettent à jour pendant la saisie.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3">
          {fields.map((f) => (
            <div key={f.name} className="flex flex-col gap-1.5">
              <span className="text-sm font-medium" aria-hidden="true">
                {f.label}
                {/* Marked as the record forms mark theirs: the dialog refused a blank Début without saying so first. */}
                {f.required && !f.computed ? (
                  <span className="ml-0.5 text-destructive">*</span>
                ) : null}
              </span>
              {f.computed ? (
                f.compute ? (
                  <LiveComputed field={f} base={initialValues(fields, row)} store={store} />
                ) : (
                  <span className="text-sm">
                    {f.display ? f.display(row) : displayValue(f, row[f.name])}
                  </span>
                )
              ) : (
                <EditCell id={`dialog-${f.name}-message`} message={errors[f.name]}>
                  {(describedBy) => (
                    <DraftInput
                      field={f}
                      row={row}
                      store={store}
                      invalid={!!errors[f.name]}
                      describedBy={describedBy}
                      className="w-full"
                    />
                  )}
                </EditCell>
              )}
            </div>
          ))}
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={saving} onClick={onCancel}>
            Annuler
          </Button>
          <Button disabled={saving} onClick={onSave}>
            Enregistrer la ligne
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
