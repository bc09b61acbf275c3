import { addTenant } from "@/api/tenancy";
import type { EntityConfig } from "@/components/record-fields";
import { CompteTab } from "@/features/compte/compte-tab";
import { RegularisationsTab } from "@/features/regularisation/regularisations-tab";
import { DepotTab } from "@/features/depot/depot-tab";
import { DossierFacturesTab } from "@/features/factures/factures-tab";
import { MandatTab } from "@/features/prelevements/mandat-tab";
import { RevisionsTab } from "@/features/revisions/revisions-tab";
import { dossierBadge } from "@/lib/status";
import { dossierSchema } from "@worker/domain/schemas/dossier";
import { DossierActions } from "./dossier-actions";
import { DossierFinSummary } from "../reconduction/dossier-fin-summary";
import { DossierHeading, dossierTitle } from "./dossier-heading";
import { dossierFields } from "./dossier-fields";
import { DossierFormEffects } from "./dossier-form-effects";
import { dossierRoute } from "./dossier-route";
import { CautionsTab } from "./tabs/cautions-tab";
import { DocumentsTab } from "./tabs/documents-tab";
import { EtatsLieuxTab } from "./tabs/etats-lieux-tab";

const id = (v: string | null) => (v && /^\d+$/.test(v) ? v : undefined);

export const dossierEntity: EntityConfig<"Dossier"> = {
  resource: "Dossier",
  ...dossierRoute,
  createdMessage: "Votre dossier a été créé avec succès.",
  title: dossierTitle,
  heading: DossierHeading,
  badge: dossierBadge,
  fields: dossierFields,
  schema: dossierSchema,
  // Spec 2: the dossier screen accepts relatedAppartement and relatedTenant to prefill.
  prefill: (search) => {
    const values: Record<string, string> = {};
    const a = id(search.get("relatedAppartement"));
    const l = id(search.get("relatedTenant"));
    if (a) values.AppartementId = a;
    if (l) values.LocataireId = l;
    return values;
  },
  // A lease is created through tenant/add: the dossier, the apartment's rent and its history in one transaction.
  create: async (payload) =>
    (await addTenant(payload.AppartementId as number, payload.LocataireId as number, payload))
      .dossier,
  formEffects: DossierFormEffects,
  actions: DossierActions,
  summary: DossierFinSummary,
  // The record's tabs after Détails, in order: add a tab here.
  tabs: [
    { value: "compte", label: "Compte", component: CompteTab },
    { value: "prelevement", label: "Prélèvement", component: MandatTab },
    { value: "regularisations", label: "Régularisations", component: RegularisationsTab },
    { value: "cautions", label: "Cautions", component: CautionsTab },
    { value: "etats", label: "États des lieux", component: EtatsLieuxTab },
    { value: "depot", label: "Dépôt de garantie", component: DepotTab },
    { value: "factures", label: "Factures", component: DossierFacturesTab },
    { value: "documents", label: "Documents", component: DocumentsTab },
    { value: "revisions", label: "Révisions", component: RevisionsTab },
  ],
};
