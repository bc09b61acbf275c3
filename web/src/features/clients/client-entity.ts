import { clientSchema } from "@worker/domain/schemas/client";
import { linkRecords } from "@/api/relations";
import type { EntityConfig } from "@/components/record-fields";
import { FilesTab } from "@/components/files-tab";
import { clientLabel } from "./client-columns";
import { clientFields } from "./client-fields";
import { ClientAppartementsTab } from "./tabs/client-appartements-tab";
import { ClientMissionsTab } from "./tabs/client-missions-tab";
import { ClientQuitancesTab } from "./tabs/client-quitances-tab";
import { ClientFacturesTab } from "@/features/factures/factures-tab";
import { CompteProprietaireTab } from "@/features/proprietaire/compte-proprietaire-tab";
import { clientRoute } from "./client-route";
import { AccesEspaceClient } from "@/features/espace/acces-espace-card";
import { ClientIbanSummary, ClientIbansTab } from "@/features/iban-verification/client-iban";

export const clientEntity: EntityConfig<"Client"> = {
  resource: "Client",
  ...clientRoute,
  createdMessage: "Votre client a été créé avec succès.",
  title: (c) => clientLabel(c) || `Client n° ${c.id}`,
  fields: clientFields,
  schema: clientSchema,
  // Created from an apartment's Propriétaires tab (?appartement=): the new client owns it.
  async afterSave({ record, previous, search }) {
    const a = search.get("appartement");
    if (!previous && a && /^\d+$/.test(a)) await linkRecords("Appartement", a, "owner", record.id);
  },
  // The IBAN's status and its confirmation by a second person (issue 59).
  summary: ClientIbanSummary,
  // The owner's space (issue 62): invite, see the state, revoke.
  detailsExtra: AccesEspaceClient,
  tabs: [
    { value: "appartements", label: "Appartements", component: ClientAppartementsTab },
    { value: "missions", label: "Missions", component: ClientMissionsTab },
    { value: "quittances", label: "Quittances", component: ClientQuitancesTab },
    { value: "factures", label: "Factures", component: ClientFacturesTab },
    { value: "compte", label: "Compte", component: CompteProprietaireTab },
    { value: "iban", label: "IBAN", component: ClientIbansTab },
    { value: "fichiers", label: "Fichiers", component: FilesTab },
  ],
};
