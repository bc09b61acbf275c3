import { useQueryClient } from "@tanstack/react-query";
import { createRecord, keys, updateRecord } from "@/api/resources";
import type { Intendance, ListRow } from "@/api/types";
import { RecordDialog } from "@/components/record-dialog";
import type { FormValues } from "@/components/record-fields";
import { dashboardKey } from "@/features/dashboard/dashboard-query";
import { depenseFields, missionFields, withoutAppartement } from "./intendance-fields";

export type IntendanceNature = Intendance["nature"];

interface IntendanceDialogProps {
  /** What the dialog edits: a caretaking mission or an expense; closed when undefined. */
  nature: IntendanceNature | undefined;
  /** null: creation. */
  record: Intendance | null;
  onClose: () => void;
  /** On an apartment's tab: the apartment, not asked. */
  appartementId?: number;
}

/**
 * Creates or edits a caretaking mission or an expense. The nature (and the tab's apartment) are sent with the form;
 * after a save the intendance lists, the apartments (their tab, 'En gestion') and the dashboard are read again.
 */
export function IntendanceDialog({
  nature,
  record,
  onClose,
  appartementId,
}: IntendanceDialogProps) {
  const qc = useQueryClient();
  const kind = nature ?? record?.nature ?? "mission";
  const base = kind === "depense" ? depenseFields : missionFields;
  const fields = appartementId === undefined ? base : withoutAppartement(base);
  const title =
    kind === "depense"
      ? record
        ? "Modifier la dépense"
        : "Nouvelle dépense"
      : record
        ? "Modifier l'intendance"
        : "Nouvelle intendance";

  async function save(values: FormValues) {
    const body = {
      ...values,
      nature: kind,
      ...(appartementId === undefined ? {} : { AppartementId: appartementId }),
    };
    await (record ? updateRecord("Intendance", record.id, body) : createRecord("Intendance", body));
    await Promise.all(
      [keys.all("Intendance"), keys.all("Appartement"), dashboardKey].map((queryKey) =>
        qc.invalidateQueries({ queryKey }),
      ),
    );
  }
  return (
    <RecordDialog
      open={nature !== undefined}
      onOpenChange={(open) => !open && onClose()}
      resource="Intendance"
      fields={fields}
      // The form reads the stored fields only: a tab's row (no list flags) serves as well as a list row.
      record={record as ListRow<"Intendance"> | null}
      save={save}
      title={title}
      createdMessage={
        kind === "depense"
          ? "Votre dépense a été créée avec succès."
          : "Votre intendance a été créée avec succès."
      }
    />
  );
}
