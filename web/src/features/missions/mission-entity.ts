import { missionSchema } from "@worker/domain/schemas/mission";
import { linkRecords } from "@/api/relations";
import type { EntityConfig } from "@/components/record-fields";
import { missionFields } from "./mission-fields";
import { MissionSummary } from "./mission-summary";
import { MissionAppartementsTab } from "./tabs/mission-appartements-tab";
import { MissionClientsTab } from "./tabs/mission-clients-tab";
import { MissionDocumentsTab } from "./tabs/mission-documents-tab";
import { MissionPaiementsTab } from "./tabs/mission-paiements-tab";
import { missionRoute } from "./mission-route";

export const missionEntity: EntityConfig<"Mission"> = {
  resource: "Mission",
  ...missionRoute,
  createdMessage: "Votre mission a été créée avec succès.",
  title: (m) => `Mission n° ${m.id}`,
  fields: missionFields,
  schema: missionSchema,
  // Created from a client's Missions tab (?client=): the client becomes a commanditaire.
  async afterSave({ record, previous, search }) {
    const c = search.get("client");
    if (!previous && c && /^\d+$/.test(c)) await linkRecords("Mission", record.id, "client", c);
  },
  summary: MissionSummary,
  tabs: [
    { value: "clients", label: "Commanditaires", component: MissionClientsTab },
    { value: "appartements", label: "Appartement", component: MissionAppartementsTab },
    { value: "paiements", label: "Paiements", component: MissionPaiementsTab },
    { value: "documents", label: "Documents", component: MissionDocumentsTab },
  ],
};
