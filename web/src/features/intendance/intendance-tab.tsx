import * as React from "react";
import { PlusIcon } from "lucide-react";
import type { AppartementRead, Intendance } from "@/api/types";
import { CurrentHistoryTables } from "@/components/current-history-tables";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { isIntendanceCurrent } from "@/lib/status";
import { IntendanceOrderButton } from "@/components/document-buttons";
import { RenouvelerAction } from "./intendance-actions";
import { depenseColumns, missionColumns, type IntendanceRow } from "./intendance-columns";
import { IntendanceDialog, type IntendanceNature } from "./intendance-dialog";

const missionsCols = missionColumns<IntendanceRow>();
const depensesCols = depenseColumns<IntendanceRow>();
/** A caretaking mission's row buttons: its mission order (PDF), its renewal. */
const missionActions = (row: Intendance) => (
  <>
    <IntendanceOrderButton intendance={row} />
    <RenouvelerAction row={row} />
  </>
);
type Editing = { nature: IntendanceNature; record: Intendance | null };

/**
 * An apartment's caretaking missions, current (the server's `enCours`: the end date is still ahead, Paris day) and
 * history, each with its paid switch and its renewal; then its expenses. Both are created and edited in a dialog.
 */
export function IntendanceTab({ record }: { record: AppartementRead }) {
  const [editing, setEditing] = React.useState<Editing | undefined>(undefined);
  const missions = record.Intendances.filter((i) => i.nature === "mission");
  const depenses = record.Intendances.filter((i) => i.nature === "depense");
  const edit = (row: IntendanceRow) => setEditing({ nature: row.nature, record: row });
  return (
    <div className="flex flex-col gap-6">
      <CurrentHistoryTables
        rows={missions}
        isCurrent={isIntendanceCurrent}
        columns={missionsCols}
        exportName={`appartement-${record.id}-intendances`}
        labels={{ current: "Intendance en cours", history: "Historique" }}
        table={{ onEdit: edit, rowActions: missionActions }}
        toolbar={
          <Button onClick={() => setEditing({ nature: "mission", record: null })}>
            <PlusIcon /> Nouvelle intendance
          </Button>
        }
      />
      <section className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">Dépenses</h3>
        <DataTable
          columns={depensesCols}
          data={depenses}
          onEdit={edit}
          actions={{ view: false, delete: false }}
          exportName={`appartement-${record.id}-depenses`}
          emptyText="Aucune dépense."
          toolbar={
            <Button variant="outline" onClick={() => setEditing({ nature: "depense", record: null })}>
              <PlusIcon /> Nouvelle dépense
            </Button>
          }
        />
      </section>
      <IntendanceDialog nature={editing?.nature} record={editing?.record ?? null} appartementId={record.id} onClose={() => setEditing(undefined)} />
    </div>
  );
}
