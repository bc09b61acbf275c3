import * as React from "react";
import { PlusIcon } from "lucide-react";
import { useRelationAction, linkRecords } from "@/api/relations";
import { createRecord, deleteRecord, updateRecord } from "@/api/resources";
import { useSession } from "@/api/session-store";
import { canDelete, type Caution, type DossierRead, type ListRow } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { RecordDialog } from "@/components/record-dialog";
import { Button } from "@/components/ui/button";
import { MESSAGES, notify } from "@/lib/notify";
import { fullName } from "@/lib/format";
import { cautionSchema } from "@worker/domain/schemas/caution";
import { cautionFields } from "./caution-fields";
import { CautionCard } from "./caution-card";
import { GarantieCard } from "@/features/garanties/garantie-card";
import { accord } from "@worker/domain/francais/pluriel";

/**
 * The dossier's guarantors (spec 2 "Cautions"): created here (POST /Caution, then PUT /Dossier/{id}/caution/add/{id},
 * spec 7), edited, deleted by the roles that may delete; each with its deed's PDF and signed copy.
 */
export function CautionsTab({ record }: { record: DossierRead }) {
  const action = useRelationAction();
  const mayDelete = canDelete(useSession().user?.role);
  const [editing, setEditing] = React.useState<Caution | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<Caution | null>(null);
  // The dialog edits the guarantor as the dossier's read holds it (its form reads the fields, no list flag).
  const edited = editing === "new" ? null : (editing as ListRow<"Caution"> | null);

  async function save(values: Record<string, unknown>, caution: Caution | null) {
    await action.run(async () => {
      if (caution) return updateRecord("Caution", caution.id, values);
      const created = await createRecord("Caution", values);
      return linkRecords("Dossier", record.id, "caution", created.id);
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <GarantieCard dossierId={record.id} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {record.Cautions.length
            ? `${record.Cautions.length} ${accord(record.Cautions.length, "garant")} pour ce dossier.`
            : "Aucun garant pour ce dossier."}
        </p>
        <Button onClick={() => setEditing("new")}>
          <PlusIcon /> Ajouter un garant
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {record.Cautions.map((c) => (
          <CautionCard
            key={c.id}
            caution={c}
            dossierId={record.id}
            onEdit={() => setEditing(c)}
            onDelete={mayDelete ? () => setDeleting(c) : undefined}
          />
        ))}
      </div>
      <RecordDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        resource="Caution"
        fields={cautionFields}
        schema={cautionSchema}
        record={edited}
        title={edited ? `Modifier ${fullName(edited)}` : "Ajouter un garant"}
        save={(values, caution) => save(values, caution)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={async () => {
          await action.run(() => deleteRecord("Caution", deleting!.id));
          notify.info(MESSAGES.deleted);
        }}
      />
    </div>
  );
}
