import type { Intendance } from "@/api/types";
import type { FieldDef } from "@/components/record-fields";
import { parisToday } from "@/lib/paris-date";
import { apartmentLabel } from "@/lib/status";
import { prixHTSaisi } from "@/features/missions/mission-fields";
import { TVA_INTENDANCE } from "@worker/domain/intendance";
import { MODES_PAIEMENT } from "@worker/domain/schemas/enums";
import { LIBELLES_NATURE_CHARGE, NATURES_CHARGE } from "@worker/domain/gerance/natures";

// The two forms of the Intendance resource (spec 3): a caretaking mission and an expense. One table holds both,
// told apart by `nature`, which the dialogs send (intendance-dialog.tsx); the fields here are what the user types.

const appartement: FieldDef<Intendance> = {
  name: "AppartementId",
  label: "Appartement",
  type: "ref",
  required: true,
  ref: { resource: "Appartement", label: apartmentLabel },
  wide: true,
};

/** The caretaking mission: apartment, period, price TTC with its HT shown while typing (spec 9: 20 % here). */
export const missionFields: FieldDef<Intendance>[] = [
  appartement,
  { name: "dateDepart", label: "Début", type: "date", required: true, defaultValue: parisToday },
  { name: "dateFin", label: "Fin", type: "date", required: true },
  { name: "prix", label: "Prix TTC", type: "money", required: true },
  {
    name: "tva",
    label: "TVA (%)",
    type: "number",
    defaultValue: TVA_INTENDANCE,
    vatDefault: true,
    required: true,
  },
  // prixHT = prix / (1 + tva/100) to the cent, the server's rule, recomputed as the user types.
  { name: "prixHT", label: "Prix HT", type: "money", computed: true, compute: prixHTSaisi },
  { name: "regle", label: "Réglée", type: "bool" },
  { name: "renouvele", label: "Renouvelée", type: "bool" },
];

/** An expense: apartment (optional), label, date, amount and invoice number, payment mode (Virement by default), paid. */
export const depenseFields: FieldDef<Intendance>[] = [
  // An expense may concern an apartment (recorded from its Intendance tab) or none.
  { ...appartement, required: false },
  { name: "intitule", label: "Intitulé", required: true, wide: true },
  { name: "date", label: "Date", type: "date", defaultValue: parisToday },
  { name: "montant", label: "Montant", type: "money", required: true },
  { name: "numFacture", label: "N° de facture", required: true },
  // Issue 60: the nature of the charge, copied to the owners' entries and read by the 2044 (each on its line).
  {
    name: "natureCharge",
    label: "Nature de la charge",
    type: "select",
    options: NATURES_CHARGE.map((n) => ({ value: n, label: LIBELLES_NATURE_CHARGE[n] })),
    defaultValue: "autre",
    wide: true,
  },
  {
    name: "mode",
    label: "Mode de paiement",
    type: "radio",
    options: MODES_PAIEMENT.map((m) => ({ value: m, label: m === "Cheque" ? "Chèque" : m })),
    defaultValue: "Virement",
  },
  { name: "regle", label: "Réglée", type: "bool" },
  // Issue 38: debited on the apartment's owners' accounts (by share) once marked paid.
  { name: "payeParAgence", label: "Payée par l'agence pour le propriétaire", type: "bool" },
];

/** The same fields without the apartment: on an apartment's tab, the apartment is that one. */
export const withoutAppartement = (fields: FieldDef<Intendance>[]) =>
  fields.filter((f) => f.name !== "AppartementId");
