import type { Caution } from "@/api/types";
import { options, type FieldDef } from "@/components/record-fields";
import { TITRES } from "@worker/domain/schemas/enums";

/** Every field of spec 3 (Caution), nom, prenom, mobile and mail required (spec 5); the signed deed is apart. */
export const cautionFields: FieldDef<Caution>[] = [
  {
    name: "titre",
    label: "Titre",
    type: "select",
    options: options(...TITRES),
    defaultValue: "Monsieur",
  },
  { name: "nom", label: "Nom", required: true },
  { name: "prenom", label: "Prénom", required: true },
  { name: "naissance", label: "Date de naissance", type: "date" },
  { name: "lieuNaissance", label: "Lieu de naissance" },
  { name: "mobile", label: "Mobile", type: "tel", required: true },
  { name: "mail", label: "E-mail", type: "email", required: true, wide: true },
  { name: "adresse", label: "Adresse", wide: true },
  { name: "cp", label: "Code postal" },
  { name: "ville", label: "Ville" },
  // C. civ. art. 2297: a joint and several guarantee renounces the benefits of discussion and division (the deed
  // prints the renunciation and its mention only then).
  {
    name: "cautionSolidaire",
    label: "Caution solidaire (renonce aux bénéfices de discussion et de division)",
    type: "bool",
    defaultValue: false,
    wide: true,
  },
  // C. civ. art. 2297: the deed states both in figures and in words; empty, it takes the lease's term and months.
  {
    name: "montantMaximum",
    label: "Montant maximum de l'engagement",
    type: "money",
  },
  {
    name: "dureeEngagement",
    label: "Durée de l'engagement (mois)",
    type: "number",
  },
  { name: "dateCautionSolidaire", label: "Date de l'acte de caution", type: "date" },
  { name: "signatureCautionSolidaire", label: "Signé le", type: "date" },
  { name: "retourCautionSolidaire", label: "Retourné le", type: "date" },
  { name: "complement", label: "Complément", type: "textarea" },
];
