import { fournisseurSchema } from "@worker/domain/travaux/schemas";
import type { EntityConfig } from "@/components/record-fields";
import {
  FournisseurIbanSummary,
  FournisseurIbansTab,
} from "@/features/iban-verification/client-iban";
import { AccesEspaceFournisseur } from "@/features/espace/acces-espace-card";
import { fournisseurFields } from "./fournisseur-fields";
import { fournisseurRoute } from "./fournisseur-route";

/** A supplier's record screen (issue 76): its fields, its IBAN's status and history as an owner's. */
export const fournisseurEntity: EntityConfig<"Fournisseur"> = {
  resource: "Fournisseur",
  ...fournisseurRoute,
  createdMessage: "Le fournisseur a été créé.",
  title: (f) => f.raisonSociale || `Fournisseur n° ${f.id}`,
  fields: fournisseurFields,
  schema: fournisseurSchema,
  summary: FournisseurIbanSummary,
  // The supplier's space (issue 76 item 6): invite at its contact address, see the state, revoke.
  detailsExtra: AccesEspaceFournisseur,
  tabs: [{ value: "iban", label: "IBAN", component: FournisseurIbansTab }],
};
