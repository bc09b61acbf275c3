import type { Appartement, MissionRead } from "@/api/types";
import { linkRecords, unlinkRecords } from "@/api/relations";
import { LinkedRecordsTab } from "@/components/linked-records-tab";
import {
  appartementBaseColumns,
  appartementPickColumns,
} from "@/features/appartements/appartement-columns";
import { countLabel, formatCount } from "@/lib/format";
import { accord } from "@worker/domain/francais/pluriel";

const columns = appartementBaseColumns<Appartement>();

const restants = (left: number, prevus: number) =>
  left > 0
    ? `${countLabel(left, "appartement")} encore à lier sur ${formatCount(prevus)} ${accord(prevus, "prévu")}.`
    : left === 0
      ? "Tous les appartements prévus sont liés."
      : `${countLabel(-left, "appartement")} de plus que prévu.`;

/** The mission's apartments: added from the selection dialog, removed after confirmation (refused while instalments name one). */
export function MissionAppartementsTab({ record }: { record: MissionRead }) {
  const left = record.resume.appartementsRestants;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">{restants(left, record.nbAppart)}</p>
      <LinkedRecordsTab
        rows={record.Appartements}
        columns={columns}
        basePath="/appartements"
        exportName={`mission-${record.id}-appartements`}
        emptyText="Aucun appartement lié à cette mission."
        add={{
          title: "Ajouter un appartement",
          resource: "Appartement",
          columns: appartementPickColumns,
          link: (a) => linkRecords("Mission", record.id, "appartement", a.id),
        }}
        remove={{
          title: "Retirer cet appartement de la mission ?",
          unlink: (a, del) => unlinkRecords("Mission", record.id, "appartement", a.id, del),
        }}
      />
    </div>
  );
}
