import type { Client, ListRow, MissionRead } from "@/api/types";
import { linkRecords, unlinkRecords } from "@/api/relations";
import { LinkedRecordsTab } from "@/components/linked-records-tab";
import { clientColumns } from "@/features/clients/client-columns";

const columns = clientColumns<Client>();
const pickColumns = clientColumns<ListRow<"Client">>();

/** The commanditaires: a client is added from the selection dialog, removed after confirmation. */
export function MissionClientsTab({ record }: { record: MissionRead }) {
  return (
    <LinkedRecordsTab
      rows={record.Clients}
      columns={columns}
      basePath="/client"
      exportName={`mission-${record.id}-commanditaires`}
      emptyText="Aucun commanditaire pour cette mission."
      add={{
        title: "Ajouter un commanditaire",
        resource: "Client",
        columns: pickColumns,
        link: (c) => linkRecords("Mission", record.id, "client", c.id),
      }}
      remove={{
        title: "Retirer ce commanditaire de la mission ?",
        unlink: (c, del) => unlinkRecords("Mission", record.id, "client", c.id, del),
      }}
    />
  );
}
