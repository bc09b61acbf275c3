import type { RecordRead } from "@/api/types";
import type { FieldDef } from "@/components/record-fields";
import { formatDate } from "@/lib/format";
import { ibanEnGroupes } from "@worker/domain/sepa/iban";
import { numeroLisible } from "@worker/domain/validation/identifiants";
import { METIER_LABELS } from "@worker/domain/travaux/types";
import { metiersDe } from "./fournisseur-columns";
import { DecennaleInput } from "./decennale-input";
import { RcProInput } from "./rc-pro-input";
import { MetiersInput } from "./metiers-input";

const ID = "Entreprise";
const CONTACT = "Contact";
const ASSURANCES = "Assurances";
const BANQUE = "Règlements";

type F = RecordRead<"Fournisseur">;

/** A supplier's fields (issue 76), as staff type them; the server checks the SIRET and the décennale. */
export const fournisseurFields: FieldDef<F>[] = [
  { name: "raisonSociale", label: "Raison sociale", required: true, section: ID, wide: true },
  // Shown grouped « 123 456 789 00012 », typed and stored as before.
  { name: "siret", label: "N° SIRET", section: ID, display: (f) => numeroLisible(f.siret) || "—" },
  {
    name: "metiers",
    label: "Métiers",
    type: "custom",
    component: MetiersInput,
    initial: (f) => f?.metiers ?? [],
    display: metiersDe,
    required: true,
    section: ID,
    full: true,
  },
  { name: "contact", label: "Contact", section: CONTACT },
  { name: "tel", label: "Téléphone", type: "tel", section: CONTACT },
  { name: "mail", label: "E-mail", type: "email", section: CONTACT },
  { name: "adresse", label: "Adresse", section: CONTACT, wide: true },
  { name: "codePostal", label: "Code postal", section: CONTACT },
  { name: "ville", label: "Ville", section: CONTACT },
  {
    name: "decennale",
    label: "Assurance décennale",
    type: "custom",
    component: DecennaleInput,
    initial: (f) => f?.decennale ?? null,
    display: (f) =>
      f.decennale
        ? `${f.decennale.assureur}, police ${f.decennale.police}, du ${formatDate(f.decennale.du)} au ${formatDate(f.decennale.au)} : ${f.decennale.activites.map((m) => METIER_LABELS[m]).join(", ")}`
        : "Aucune",
    section: ASSURANCES,
    full: true,
  },
  {
    name: "rcPro",
    label: "Responsabilité civile professionnelle",
    type: "custom",
    component: RcProInput,
    initial: (f) => f?.rcPro ?? null,
    display: (f) =>
      f.rcPro
        ? `${f.rcPro.assureur}, police ${f.rcPro.police}${f.rcPro.au ? `, valide jusqu'au ${formatDate(f.rcPro.au)}` : ""}`
        : "Aucune",
    section: ASSURANCES,
    full: true,
  },
  {
    name: "iban",
    label: "IBAN",
    section: BANQUE,
    display: (f) => (f.iban ? ibanEnGroupes(f.iban) : "—"),
  },
  { name: "bic", label: "BIC", section: BANQUE },
];
