import type { ApiRecord } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { options, type EntityConfig, type FieldDef } from "@/components/record-fields";
import { apartmentLabel } from "@/lib/status";
import { fullName } from "@/lib/format";

const ID = "Identité";
const ADR = "Adresses";
const CONTACT = "Contact";
const OTHER = "Informations complémentaires";

export const clientFields: FieldDef[] = [
  { name: "titre", label: "Titre", type: "select", options: options("Monsieur", "Madame", "Mademoiselle"), defaultValue: "Monsieur", section: ID },
  { name: "nom", label: "Nom", required: true, section: ID },
  { name: "prenom", label: "Prénom", required: true, section: ID },
  { name: "nomJeuneFille", label: "Nom de jeune fille", section: ID },
  { name: "sexe", label: "Sexe", type: "select", options: [{ value: "Non définit", label: "Non défini" }, { value: "Male", label: "Masculin" }, { value: "Femelle", label: "Féminin" }], defaultValue: "Non définit", section: ID },
  { name: "naissance", label: "Date de naissance", type: "date", section: ID },
  { name: "lieuNaissance", label: "Lieu de naissance", section: ID },
  { name: "cpNaissance", label: "CP de naissance", section: ID },
  { name: "adresse", label: "Adresse", section: ADR },
  { name: "codePostal", label: "Code postal", section: ADR },
  { name: "ville", label: "Ville", section: ADR },
  { name: "adresseFiscale", label: "Adresse fiscale", section: ADR },
  { name: "codePostalFiscale", label: "Code postal fiscal", section: ADR },
  { name: "villeFiscale", label: "Ville fiscale", section: ADR },
  { name: "adresseDefaut", label: "Adresse par défaut", type: "select", required: true, defaultValue: "adresse", options: [{ value: "adresse", label: "Adresse" }, { value: "adresseFiscale", label: "Adresse fiscale" }], section: ADR },
  { name: "mailPerso", label: "E-mail personnel", type: "email", section: CONTACT },
  { name: "mailPro", label: "E-mail professionnel", type: "email", section: CONTACT },
  { name: "mailDefaut", label: "E-mail par défaut", type: "select", required: true, defaultValue: "mailPerso", options: [{ value: "mailPerso", label: "Personnel" }, { value: "mailPro", label: "Professionnel" }], section: CONTACT },
  { name: "fixePerso", label: "Fixe personnel", type: "tel", section: CONTACT },
  { name: "fixePro", label: "Fixe professionnel", type: "tel", section: CONTACT },
  { name: "mobilePerso", label: "Mobile personnel", type: "tel", section: CONTACT },
  { name: "mobilePro", label: "Mobile professionnel", type: "tel", section: CONTACT },
  { name: "telDefaut", label: "Téléphone par défaut", type: "select", required: true, defaultValue: "mobilePerso", options: [{ value: "fixePerso", label: "Fixe personnel" }, { value: "fixePro", label: "Fixe professionnel" }, { value: "mobilePerso", label: "Mobile personnel" }, { value: "mobilePro", label: "Mobile professionnel" }], section: CONTACT },
  { name: "numEdf", label: "N° EDF", section: OTHER },
  { name: "numEnedis", label: "N° Enedis", section: OTHER },
  { name: "numSiret", label: "N° SIRET", section: OTHER },
  { name: "creationPOI", label: "Création POI", type: "date", section: OTHER },
  { name: "dateDepotPOI", label: "Date de dépôt POI", type: "date", section: OTHER },
];

/** The default e-mail / phone / address named by mailDefaut, telDefaut, adresseDefaut. */
export const clientMail = (c: ApiRecord) => (c[(c.mailDefaut as string) || "mailPerso"] ?? c.mailPerso ?? c.mailPro ?? "") as string;
export const clientTel = (c: ApiRecord) =>
  (c[(c.telDefaut as string) || "mobilePerso"] ?? c.mobilePerso ?? c.fixePerso ?? "") as string;

export const clientColumns = [
  col.text<ApiRecord>("nom", "Nom", (c) => [c.titre, fullName(c as never)].filter(Boolean).join(" ")),
  col.text<ApiRecord>("ville", "Ville"),
  col.text<ApiRecord>("mail", "E-mail", clientMail),
  col.text<ApiRecord>("tel", "Téléphone", clientTel),
];

export const clientEntity: EntityConfig = {
  resource: "Client",
  basePath: "/client",
  singular: "Client",
  newLabel: "Nouveau client",
  createdMessage: "Votre client à été crée avec succes.",
  title: (c) => [c.titre, fullName(c as never)].filter(Boolean).join(" ") || `Client n° ${c.id}`,
  fields: clientFields,
  tabs: [
    { value: "appartements", label: "Appartements", relation: "biens", basePath: "/appartements", columns: [col.text<ApiRecord>("adresse", "Adresse", apartmentLabel)] },
    { value: "missions", label: "Missions", relation: "Missions", basePath: "/missions", columns: [col.date<ApiRecord>("dateSignature", "Signature"), col.number<ApiRecord>("nbAppart", "Appartements"), col.money<ApiRecord>("valeurTotalMission", "Valeur totale")] },
    { value: "fichiers", label: "Fichiers", relation: "Fichiers", columns: [col.text<ApiRecord>("nom", "Nom"), col.text<ApiRecord>("extention", "Type")] },
  ],
};
