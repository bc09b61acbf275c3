import type { Appartement, ClientRead } from "@/api/types";
import { linkRecords, unlinkRecords } from "@/api/relations";
import { LinkedRecordsTab } from "@/components/linked-records-tab";
import {
  appartementBaseColumns,
  appartementPickColumns,
} from "@/features/appartements/appartement-columns";
import { messageApres } from "@/features/quotes-parts/quotes-parts-api";
import { MESSAGES } from "@/lib/notify";

/** Owned apartments: add an existing one, remove one, or create one that comes back here already owned. */
const columns = appartementBaseColumns<Appartement>();

export function ClientAppartementsTab({ record }: { record: ClientRead }) {
  const back = `/client/${record.id}?tab=appartements`;
  const create = `/appartements/new?${new URLSearchParams({ oncreate: back, owner: String(record.id) })}`;
  return (
    <LinkedRecordsTab
      rows={record.biens}
      columns={columns}
      basePath="/appartements"
      exportName={`client-${record.id}-appartements`}
      emptyText="Ce client ne possède aucun appartement."
      // An apartment that has owners changes them only once a second person confirms it (issue 59, ADR 073).
      savedMessage={(answer) => messageApres(answer, MESSAGES.saved)}
      add={{
        title: "Ajouter un appartement",
        resource: "Appartement",
        columns: appartementPickColumns,
        link: (a) => linkRecords("Appartement", a.id, "owner", record.id),
      }}
      remove={{
        title: "Retirer cet appartement du client ?",
        unlink: (a, del) => unlinkRecords("Appartement", a.id, "owner", record.id, del),
      }}
      createHref={create}
    />
  );
}
