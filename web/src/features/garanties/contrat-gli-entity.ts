import { contratGliSchema, ROLES_ECRITURE_CONTRAT_GLI } from "@worker/domain/garanties/schemas";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import type { RecordRead } from "@/api/types";
import type { EntityConfig, FormValues } from "@/components/record-fields";
import { SANS_ASSUREUR_PAYE } from "./assureur-paye";
import { BordereauTab } from "./bordereau-tab";
import { contratGliFields } from "./contrat-gli-fields";
import { contratGliRoute } from "./contrat-gli-route";

// A changed insurer paid decides where the premiums and the recoveries go (ADR 128, 136): asked first, naming the
// supplier chosen, as « Contrats GLI : assureur payé » on Comptabilité asks.
async function confirmerAssureur(payload: FormValues, avant: RecordRead<"ContratGli">) {
  const choisi = payload.FournisseurId ? Number(payload.FournisseurId) : null;
  if (choisi === (avant.FournisseurId ?? null)) return null;
  const nom = choisi
    ? (
        await api<RecordRead<"Fournisseur">>(
          route("GET /:resource/:id", { resource: "Fournisseur", id: choisi }),
        )
      ).raisonSociale
    : SANS_ASSUREUR_PAYE.toLowerCase();
  return {
    title: "Changer l'assureur payé ?",
    description: `Les primes et récupérations du contrat n° ${avant.numeroContrat} seront payées à ${nom}.`,
    confirmLabel: "Enregistrer l'assureur",
    destructive: false,
  };
}

/** A GLI contract's screen (issue 78): its fields, and the quarter's statement of premiums. */
export const contratGliEntity: EntityConfig<"ContratGli"> = {
  resource: "ContratGli",
  ...contratGliRoute,
  createdMessage: "Le contrat GLI a été créé.",
  title: (c) => `${c.assureur} · n° ${c.numeroContrat}`,
  fields: contratGliFields,
  schema: contratGliSchema,
  confirmSave: confirmerAssureur,
  writeRoles: ROLES_ECRITURE_CONTRAT_GLI,
  tabs: [{ value: "bordereau", label: "Bordereau", component: BordereauTab }],
};
