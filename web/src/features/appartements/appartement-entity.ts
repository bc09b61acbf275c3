import { appartementSchema } from "@worker/domain/schemas/appartement";
import { linkRecords, unlinkRecords } from "@/api/relations";
import type { EntityConfig, SaveContext } from "@/components/record-fields";
import { FilesTab } from "@/components/files-tab";
import { apartmentLabel } from "@/lib/status";
import { EN_GESTION, statutBadge } from "./appartement-columns";
import { appartementFields } from "./appartement-fields";
import { checkedIds, equipementIds } from "./equipements-input";
import { ImageGallery } from "./image-gallery";
import { ProprietairesTab } from "./tabs/proprietaires-tab";
import { DossiersTab, EtatsLieuxTab, HistoriqueTab, MissionsTab } from "./tabs/appartement-tabs";
import { IntendanceTab } from "@/features/intendance/intendance-tab";
import { MobilierTab } from "@/features/mobilier/mobilier-tab";
import { DiagnosticsTab } from "@/features/diagnostics/diagnostics-tab";
import { appartementRoute } from "./appartement-route";

/** After the record is saved: equipment checked / unchecked, and the owner given by ?owner= on creation. */
async function afterSave({ record, values, previous, search }: SaveContext<"Appartement">) {
  const before = new Set(equipementIds(previous));
  const after = new Set(checkedIds(values.Equipements));
  for (const id of after)
    if (!before.has(id)) await linkRecords("Appartement", record.id, "equipement", id);
  for (const id of before)
    if (!after.has(id)) await unlinkRecords("Appartement", record.id, "equipement", id, false);
  const owner = search.get("owner");
  if (!previous && owner && /^\d+$/.test(owner))
    await linkRecords("Appartement", record.id, "owner", owner);
}

export const appartementEntity: EntityConfig<"Appartement"> = {
  resource: "Appartement",
  ...appartementRoute,
  createdMessage: "Votre appartement a été créé avec succès.",
  title: (a) => apartmentLabel(a) || `Appartement n° ${a.id}`,
  fields: appartementFields,
  schema: appartementSchema,
  afterSave,
  badge: (a) => statutBadge(a.statut),
  // Spec 4's status stays « Vacant » or « Occupé »; the dashboard's « En gestion » (server's flag) is said beside it.
  secondBadge: (a) => (a.enGestion ? EN_GESTION : null),
  detailsExtra: ImageGallery,
  tabs: [
    { value: "proprietaires", label: "Propriétaires", component: ProprietairesTab },
    { value: "dossiers", label: "Dossiers", component: DossiersTab },
    { value: "missions", label: "Missions", component: MissionsTab },
    { value: "intendance", label: "Intendance", component: IntendanceTab },
    { value: "etats", label: "État des lieux", component: EtatsLieuxTab },
    { value: "mobilier", label: "Mobilier", component: MobilierTab },
    { value: "diagnostics", label: "Diagnostics", component: DiagnosticsTab },
    { value: "fichiers", label: "Fichiers", component: FilesTab },
    { value: "historique", label: "Historique", component: HistoriqueTab },
  ],
};
