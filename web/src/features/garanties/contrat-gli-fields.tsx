import type { RecordRead } from "@/api/types";
import type { FieldDef } from "@/components/record-fields";
import { BASES_PRIME, LIBELLES_BASE_PRIME } from "@worker/domain/garanties/regles";
import { AssureurPaye } from "./assureur-paye";

const CONTRAT = "Contrat";
const DELAIS = "Délais du sinistre";
const PAIEMENT = "Paiement de l'assureur";

type C = RecordRead<"ContratGli">;

/**
 * A GLI contract's fields (issue 78): the server checks them with the same schema (rate, delays in order, ORIAS);
 * the delays' defaults are the schema's (20, 35, 40 days).
 */
export const contratGliFields: FieldDef<C>[] = [
  // The company that insures, as the contract names it (on the lease and the statement); whoever is paid the
  // premiums, the insurer or its broker, is the supplier below: « Assureur » alone read as either.
  {
    name: "assureur",
    label: "Assureur (compagnie d'assurance)",
    description:
      "La compagnie qui garantit les loyers, telle que le contrat la nomme (bail, bordereau). Le courtier éventuel n'est pas à saisir ici : les primes sont payées au fournisseur choisi dans « Paiement de l'assureur ».",
    required: true,
    section: CONTRAT,
    wide: true,
  },
  { name: "numeroContrat", label: "N° de contrat", required: true, section: CONTRAT },
  { name: "taux", label: "Taux (%)", type: "number", required: true, section: CONTRAT },
  {
    name: "base",
    label: "Base de la prime",
    type: "select",
    required: true,
    options: BASES_PRIME.map((value) => ({ value, label: LIBELLES_BASE_PRIME[value] })),
    defaultValue: "loyer_charges",
    section: CONTRAT,
  },
  { name: "orias", label: "N° ORIAS de l'agence", section: CONTRAT },
  {
    name: "delaiRelance",
    label: "Délai de relance (jours)",
    type: "number",
    required: true,
    defaultValue: 20,
    section: DELAIS,
  },
  {
    name: "delaiMiseEnDemeure",
    label: "Délai de mise en demeure (jours)",
    type: "number",
    required: true,
    defaultValue: 35,
    section: DELAIS,
  },
  {
    name: "delaiDeclaration",
    label: "Délai de déclaration (jours)",
    type: "number",
    required: true,
    defaultValue: 40,
    section: DELAIS,
  },
  {
    name: "FournisseurId",
    label: "Assureur payé (fournisseur)",
    description:
      "Le fournisseur qui reçoit les primes du trimestre et les récupérations : l'assureur lui-même, ou le courtier qui encaisse pour lui.",
    type: "pick",
    ref: { resource: "Fournisseur", label: (f) => f.raisonSociale },
    display: (c) => <AssureurPaye id={c.FournisseurId ?? null} />,
    section: PAIEMENT,
    wide: true,
  },
];
