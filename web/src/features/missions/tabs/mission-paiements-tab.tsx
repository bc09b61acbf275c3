import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { unlinkRecords, useRelationAction } from "@/api/relations";
import { createRecord, updateRecord } from "@/api/resources";
import { useSession } from "@/api/session-store";
import { canDelete, type Accompte, type MissionRead } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DataTable } from "@/components/data-table/data-table";
import { IconAction } from "@/components/data-table/row-actions";
import { NEW_ROW_ID, useInlineEdit } from "@/components/inline-edit";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { MESSAGES, notify } from "@/lib/notify";
import { accompteFields } from "../mission-fields";

/** The button's words, and so the title of the phone's dialog it opens. */
const NOUVEL_ACOMPTE = "Nouvel acompte";

/**
 * The instalments (spec 2, 3, 5): created and edited in the table, prixHT shown while the price is typed, removed
 * after confirmation. A new one is created on its mission by one POST (MissionId in the body), never half-written.
 * Every save refreshes the mission's read, so the summary cards move at once.
 */
export function MissionPaiementsTab({ record }: { record: MissionRead }) {
  const qc = useQueryClient();
  const action = useRelationAction();
  const mayDelete = canDelete(useSession().user?.role);
  const [deleting, setDeleting] = React.useState<Accompte | null>(null);
  const fields = React.useMemo(() => accompteFields(record.Appartements), [record.Appartements]);
  // The inline editor tells the user of a refused save itself; these only refresh what the save changed.
  const refreshed = async (write: Promise<unknown>) => {
    await write;
    await qc.invalidateQueries();
  };
  const inline = useInlineEdit<Accompte>({
    fields,
    save: (a, values) => refreshed(updateRecord("Accompte", a.id, values)),
    create: {
      save: (values) => refreshed(createRecord("Accompte", { ...values, MissionId: record.id })),
      title: NOUVEL_ACOMPTE,
    },
  });

  // ADR 038: an invoiced instalment is neither edited nor deleted (a credit note corrects it): its invoice instead.
  const facture = (a: Accompte) => (a as { facture?: string | null }).facture ?? null;
  const rowActions = (a: Accompte) =>
    facture(a) ? (
      <Badge variant="secondary" title="Émettez un avoir pour le corriger">
        Facturé {facture(a)}
      </Badge>
    ) : (
      <>
        {inline.rowActions(a)}
        {mayDelete && a.id !== NEW_ROW_ID && inline.editing === null ? (
          <IconAction label="Supprimer">
            <Button
              variant="destructive-ghost"
              size="icon-sm"
              aria-label="Supprimer"
              onClick={() => setDeleting(a)}
            >
              <Trash2Icon />
            </Button>
          </IconAction>
        ) : null}
      </>
    );

  return (
    <>
      <DataTable
        columns={inline.columns}
        data={inline.rows(record.Accomptes)}
        actions={{ edit: false, view: false, delete: false }}
        rowActions={rowActions}
        exportName={`mission-${record.id}-acomptes`}
        emptyText="Aucun acompte pour cette mission."
        toolbar={
          <Button onClick={inline.startNew} disabled={inline.editing !== null}>
            <PlusIcon /> {NOUVEL_ACOMPTE}
          </Button>
        }
      />
      {inline.dialog}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={async () => {
          await action.run((withDelete) =>
            unlinkRecords("Mission", record.id, "accompte", deleting!.id, withDelete),
          );
          notify.info(MESSAGES.deleted);
        }}
      />
    </>
  );
}
