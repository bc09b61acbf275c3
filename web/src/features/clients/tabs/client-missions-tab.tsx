import { useQueryClient } from "@tanstack/react-query";
import { linkRecords, unlinkRecords } from "@/api/relations";
import { updateRecord } from "@/api/resources";
import type { ClientRead, ListRow, Mission } from "@/api/types";
import { useInlineEdit } from "@/components/inline-edit";
import { LinkedRecordsTab } from "@/components/linked-records-tab";
import type { FieldDef } from "@/components/record-fields";
import { missionColumns } from "@/features/missions/mission-columns";
import { totalMission } from "@/features/missions/mission-fields";

const inlineFields: FieldDef<Mission>[] = [
  { name: "id", label: "N°", computed: true },
  { name: "type", label: "Type", required: true },
  { name: "dateSignature", label: "Signature", type: "date" },
  { name: "nbAppart", label: "Appartements", type: "number", required: true },
  { name: "valeurMissionAppt", label: "Par appartement", type: "money", required: true },
  // Recomputed as the row is typed, by the server's rule.
  {
    name: "valeurTotalMission",
    label: "Valeur totale",
    type: "money",
    computed: true,
    compute: totalMission,
  },
];

/** The client's missions: add, remove, create (back here, with the client as commanditaire), inline edit. */
const pickColumns = missionColumns<ListRow<"Mission">>();

export function ClientMissionsTab({ record }: { record: ClientRead }) {
  const qc = useQueryClient();
  const inline = useInlineEdit({
    fields: inlineFields,
    // The inline editor tells the user of a refused save; a saved one refreshes the client and the mission.
    save: async (m, values) => {
      await updateRecord("Mission", m.id, values);
      await qc.invalidateQueries();
    },
  });
  const back = `/client/${record.id}?tab=missions`;
  return (
    <>
      {inline.dialog}
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
        remove={{
          title: "Retirer ce client de la mission ?",
          unlink: (m, del) => unlinkRecords("Mission", m.id, "client", record.id, del),
        }}
        createHref={`/missions/new?${new URLSearchParams({ oncreate: back, client: String(record.id) })}`}
      />
    </>
  );
}
