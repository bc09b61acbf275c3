import { linkRecords, unlinkRecords, useRelationAction } from "@/api/relations";
import { updateRecord } from "@/api/resources";
import type { ClientRead, ListRow, Mission } from "@/api/types";
import { useInlineEdit } from "@/components/inline-edit";
import { LinkedRecordsTab } from "@/components/linked-records-tab";
import type { FieldDef } from "@/components/record-fields";
import { missionColumns } from "@/features/missions/mission-entity";

const inlineFields: FieldDef<Mission>[] = [
  { name: "id", label: "N°", computed: true },
  { name: "type", label: "Type" },
  { name: "dateSignature", label: "Signature", type: "date" },
  { name: "nbAppart", label: "Appartements", type: "number" },
  { name: "valeurMissionAppt", label: "Par appartement", type: "money" },
  { name: "valeurTotalMission", label: "Valeur totale", type: "money", computed: true },
];

/** The client's missions: add, remove, create (back here, with the client as commanditaire), inline edit. */
const pickColumns = missionColumns<ListRow<"Mission">>();

export function ClientMissionsTab({ record }: { record: ClientRead }) {
  const action = useRelationAction();
  const inline = useInlineEdit({
    fields: inlineFields,
    save: (m, values) => action.run(() => updateRecord("Mission", m.id, values)),
  });
  const back = `/client/${record.id}?tab=missions`;
  return (
    <LinkedRecordsTab
      rows={record.Missions}
      columns={inline.columns}
      basePath="/missions"
      exportName={`client-${record.id}-missions`}
      emptyText="Aucune mission pour ce client."
      rowActions={inline.rowActions}
      editLink={false}
      add={{
        title: "Ajouter une mission",
        resource: "Mission",
        columns: pickColumns,
        link: (m) => linkRecords("Mission", m.id, "client", record.id),
      }}
      remove={{ title: "Retirer ce client de la mission ?", unlink: (m, del) => unlinkRecords("Mission", m.id, "client", record.id, del) }}
      createHref={`/missions/new?${new URLSearchParams({ oncreate: back, client: String(record.id) })}`}
    />
  );
}
