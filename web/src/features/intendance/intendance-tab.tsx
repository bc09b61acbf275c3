import * as React from "react";
import { PlusIcon } from "lucide-react";
import type { AppartementRead, Intendance } from "@/api/types";
import { CurrentHistoryTables } from "@/components/current-history-tables";
import { DataTable } from "@/components/data-table/data-table";
import { SignedCopy } from "@/components/signed-copy";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { isIntendanceCurrent } from "@/lib/status";
import { IntendanceOrderButton } from "@/components/document-buttons";
import { RenouvelerAction } from "./intendance-actions";
import { depenseColumns, missionColumns, type IntendanceRow } from "./intendance-columns";
import { IntendanceDialog, type IntendanceNature } from "./intendance-dialog";
import { CoproprieteDialog } from "@/features/gerance/copropriete-dialog";

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
  const [copropriete, setCopropriete] = React.useState(false);
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
      <OrdresSignes missions={missions} />
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
            <>
              <Button
                variant="outline"
                onClick={() => setEditing({ nature: "depense", record: null })}
              >
                <PlusIcon /> Nouvelle dépense
              </Button>
              {/* Issue 60 (ADR 075): what the syndic's accounts make non-deductible, for line 230. */}
              <Button variant="outline" onClick={() => setCopropriete(true)}>
                Provisions non déductibles
              </Button>
            </>
          }
        />
      </section>
      <IntendanceDialog
        nature={editing?.nature}
        record={editing?.record ?? null}
        appartementId={record.id}
        onClose={() => setEditing(undefined)}
      />
      <CoproprieteDialog
        appartementId={record.id}
        open={copropriete}
        onClose={() => setCopropriete(false)}
      />
    </div>
  );
}

/**
 * The signed mission orders (`ordreMission`, sent as a multipart PUT): one for each current mission, and those
 * already on file for past ones, to download or replace.
 */
function OrdresSignes({ missions }: { missions: IntendanceRow[] }) {
  const shown = missions.filter((m) => isIntendanceCurrent(m) || m.ordreMission);
  if (!shown.length) return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">Ordres de mission signés</h3>
      {shown.map((m) => {
        const period = `du ${formatDate(m.dateDepart)} au ${formatDate(m.dateFin)}`;
        return (
          <SignedCopy
            key={m.id}
            resource="Intendance"
            id={m.id}
            field="ordreMission"
            link={m.ordreMission}
            label={`Ordre de mission signé, ${period}`}
            fileName={`Ordre de mission d'intendance signé ${period.replaceAll("/", "-")}`}
          />
        );
      })}
    </section>
  );
}
