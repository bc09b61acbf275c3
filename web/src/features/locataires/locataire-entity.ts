import { locataireSchema } from "@worker/domain/schemas/locataire";
import type { EntityConfig } from "@/components/record-fields";
import { fullName } from "@/lib/format";
import { locataireFields } from "./locataire-fields";
import { locataireRoute } from "./locataire-route";
import { LocataireDossiersTab } from "./tabs/locataire-dossiers-tab";
import { LocataireFichiersTab } from "./tabs/locataire-fichiers-tab";
import { ExportLocataireAction } from "@/features/rgpd/export-locataire-action";
import { AccesEspaceLocataire } from "@/features/espace/acces-espace-card";

export const locataireEntity: EntityConfig<"Locataire"> = {
  resource: "Locataire",
  ...locataireRoute,
  createdMessage: "Votre locataire a été créé avec succès.",
  title: (l) => [l.titre, fullName(l)].filter(Boolean).join(" ") || `Locataire n° ${l.id}`,
  fields: locataireFields,
  schema: locataireSchema,
  actions: ExportLocataireAction,
  // The tenant's space (issue 62): invite, see the state, revoke.
  detailsExtra: AccesEspaceLocataire,
  tabs: [
    { value: "dossiers", label: "Dossiers", component: LocataireDossiersTab },
    { value: "fichiers", label: "Fichiers", component: LocataireFichiersTab },
  ],
};
