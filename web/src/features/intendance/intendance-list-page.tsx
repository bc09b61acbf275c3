import * as React from "react";
import { PlusIcon } from "lucide-react";
import { useSearchParams } from "wouter";
import { useServerList } from "@/components/data-table/use-server-list";
import type { Intendance, ListRow } from "@/api/types";
import { ListPage } from "@/components/list-page";
import { Segmented } from "@/components/segmented";
import { Button } from "@/components/ui/button";
import { useQueryParam } from "@/lib/use-query-param";
import { IntendanceOrderButton } from "@/components/document-buttons";
import { RenouvelerAction } from "./intendance-actions";
import { appartementColumn, depenseColumns, missionColumns } from "./intendance-columns";
import { IntendanceDialog, type IntendanceNature } from "./intendance-dialog";
import {
  INTENDANCE_FILTER_DEFAULT,
  INTENDANCE_FILTERS,
  INTENDANCE_SORTABLE,
  intendanceFilters,
} from "./intendance-list-ask";

type Row = ListRow<"Intendance">;
/** A caretaking mission's row buttons: its mission order (PDF), its renewal. */
const missionActions = (row: Intendance) => (
  <>
    <IntendanceOrderButton intendance={row} />
    <RenouvelerAction row={row} />
  </>
);
type Editing = { nature: IntendanceNature; record: Row | null };

const missionsCols = [appartementColumn, ...missionColumns<Row>()];
const depensesCols = [
  ...depenseColumns<Row>().slice(0, 1),
  appartementColumn,
  ...depenseColumns<Row>().slice(1),
];

/** The caretaking missions (En cours, Non renouvelées, Toutes) and the expenses; rows name their apartment. */
export function IntendanceListPage() {
  const [search] = useSearchParams();
  const [filter, setFilter] = useQueryParam(
    "filtre",
    INTENDANCE_FILTERS,
    INTENDANCE_FILTER_DEFAULT,
  );
  const intendances = useServerList("Intendance", intendanceFilters(search), INTENDANCE_SORTABLE);
  const [editing, setEditing] = React.useState<Editing | undefined>(undefined);
  const depenses = filter === "depenses";

  return (
    <ListPage
      description="Les missions d'intendance des appartements, leur renouvellement, et les dépenses."
      headerActions={
        <Button
          onClick={() => setEditing({ nature: depenses ? "depense" : "mission", record: null })}
        >
          <PlusIcon /> {depenses ? "Nouvelle dépense" : "Nouvelle intendance"}
        </Button>
      }
      error={intendances.isError && intendances.error}
      columns={depenses ? depensesCols : missionsCols}
      data={intendances.rows}
      server={intendances.server}
      isLoading={intendances.isLoading}
      resource="Intendance"
      onEdit={(row) => setEditing({ nature: row.nature, record: row })}
      rowActions={depenses ? undefined : missionActions}
      actions={{ view: false }}
      exportName={depenses ? "depenses" : "intendances"}
      emptyText={depenses ? "Aucune dépense." : undefined}
      toolbar={
        <Segmented
          label="Filtre"
          // Four choices are wider than a phone: there they sit two by two across the screen (nothing scrolls sideways).
          className="max-sm:grid max-sm:h-auto max-sm:w-full max-sm:grid-cols-2"
          value={filter}
          onChange={setFilter}
          options={[
            { value: "current", label: "En cours" },
            { value: "notRenewed", label: "Non renouvelées" },
            { value: "all", label: "Toutes" },
            { value: "depenses", label: "Dépenses" },
          ]}
        />
      }
    >
      <IntendanceDialog
        nature={editing?.nature}
        record={editing?.record ?? null}
        onClose={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
