import type { ClientRead, ListRow } from "@/api/types";
import { options, type FieldDef } from "@/components/record-fields";
import { ADRESSE_DEFAUT, MAIL_DEFAUT, TEL_DEFAUT, TITRES } from "@worker/domain/schemas/enums";
import { fullName } from "@/lib/format";
import { ibanEnGroupes } from "@worker/domain/sepa/iban";
import { numeroLisible } from "@worker/domain/validation/identifiants";
import { clientColumns, clientLabel } from "./client-columns";

const ID = "Identité";
const NUM = "Numéros (EDF / Enedis)";
const ADR = "Adresses";
const CONTACT = "Contact";
const OTHER = "Autres";
const BANQUE = "Reversements (compte propriétaire)";

// Short option names: the radios must not share their accessible name with the inputs they point at.
const labels: Record<string, string> = {
  adresse: "Principale",
  adresseFiscale: "Fiscale",
  mailPerso: "Perso",
  mailPro: "Pro",
  fixePerso: "Fixe perso",
  fixePro: "Fixe pro",
  mobilePerso: "Mobile perso",
  mobilePro: "Mobile pro",
};
const choices = (values: readonly string[]) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** Every field of spec 3 (Client), grouped as the spec lists them. */
export const clientFields: FieldDef<ClientRead>[] = [
  {
    name: "titre",
    label: "Titre",
    type: "select",
    options: options(...TITRES),
    defaultValue: "Monsieur",
    section: ID,
  },
  // A company (issue 74): named by its raison sociale on every print; no prénom is asked of it (the server's rule).
  { name: "raisonSociale", label: "Raison sociale (SCI, société)", section: ID },
  { name: "nom", label: "Nom", required: true, section: ID },
  {
    name: "prenom",
    label: "Prénom",
    section: ID,
    requiredIf: (v) => !v.personneMorale && !v.raisonSociale,
  },
  { name: "nomJeuneFille", label: "Nom de jeune fille", section: ID },
  {
    name: "sexe",
    label: "Sexe",
    type: "select",
    options: [
      { value: "Non définit", label: "Non défini" },
      { value: "Male", label: "Masculin" },
      { value: "Femelle", label: "Féminin" },
    ],
    defaultValue: "Non définit",
    section: ID,
  },
  { name: "naissance", label: "Date de naissance", type: "date", section: ID },
  { name: "lieuNaissance", label: "Lieu de naissance", section: ID },
  { name: "cpNaissance", label: "CP de naissance", section: ID },
  { name: "numEdf", label: "N° EDF", section: NUM },
  { name: "numEnedis", label: "N° Enedis", section: NUM },
  { name: "adresse", label: "Adresse", section: ADR, wide: true },
  { name: "codePostal", label: "Code postal", section: ADR },
  { name: "ville", label: "Ville", section: ADR },
  { name: "adresseFiscale", label: "Adresse fiscale", section: ADR, wide: true },
  { name: "codePostalFiscale", label: "Code postal fiscal", section: ADR },
  { name: "villeFiscale", label: "Ville fiscale", section: ADR },
  {
    name: "adresseDefaut",
    label: "Adresse par défaut",
    type: "radio",
    required: true,
    defaultValue: "adresse",
    options: choices(ADRESSE_DEFAUT),
    section: ADR,
    wide: true,
  },
  { name: "mailPerso", label: "E-mail personnel", type: "email", section: CONTACT },
  { name: "mailPro", label: "E-mail professionnel", type: "email", section: CONTACT },
  {
    name: "mailDefaut",
    label: "E-mail par défaut",
    type: "radio",
    required: true,
    defaultValue: "mailPerso",
    options: choices(MAIL_DEFAUT),
    section: CONTACT,
  },
  { name: "fixePerso", label: "Fixe personnel", type: "tel", section: CONTACT },
  { name: "fixePro", label: "Fixe professionnel", type: "tel", section: CONTACT },
  { name: "mobilePerso", label: "Mobile personnel", type: "tel", section: CONTACT },
  { name: "mobilePro", label: "Mobile professionnel", type: "tel", section: CONTACT },
  {
    name: "telDefaut",
    label: "Téléphone par défaut",
    type: "radio",
    required: true,
    defaultValue: "mobilePerso",
    options: choices(TEL_DEFAUT),
    section: CONTACT,
    wide: true,
  },
  { name: "creationPOI", label: "Création POI", type: "date", section: OTHER },
  { name: "dateDepotPOI", label: "Date de dépôt POI", type: "date", section: OTHER },
  // Shown grouped « 123 456 789 00012 », typed and stored as before.
  {
    name: "numSiret",
    label: "N° SIRET",
    section: OTHER,
    display: (c) => numeroLisible(c.numSiret) || "—",
  },
  // Six-year unfurnished leases of its lots, tacitly renewed for six (loi n° 89-462, art. 10; issue 73).
  { name: "personneMorale", label: "Personne morale (SCI, société)", type: "bool", section: OTHER },
  {
    name: "mariage",
    label: "Client lié (mariage)",
    type: "pick",
    section: OTHER,
    ref: { resource: "Client", label: clientLabel, columns: clientColumns<ListRow<"Client">>() },
    display: (c) => (c.conjoint ? fullName(c.conjoint) : "—"),
  },
  // Spec 5: nom2 is blanked when no client is attached, so it is offered only with one.
  { name: "nom2", label: "Nom du conjoint", section: OTHER, visibleIf: (v) => !!v.mariage },
  // Issue 38: where the owner's payouts go, and what is kept back at each. The server checks the IBAN's key.
  {
    name: "iban",
    label: "IBAN",
    section: BANQUE,
    display: (c) => (c.iban ? ibanEnGroupes(c.iban) : "—"),
  },
  { name: "bic", label: "BIC", section: BANQUE },
  { name: "reserve", label: "Réserve conservée (€)", type: "money", section: BANQUE },
];
