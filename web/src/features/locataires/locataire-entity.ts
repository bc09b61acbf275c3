import type { ApiRecord } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { options, type EntityConfig, type FieldDef } from "@/components/record-fields";
import { fullName } from "@/lib/format";
import { apartmentLabel } from "@/lib/status";

const MAIN = "Titulaire";
const SECOND = "Second titulaire";
const MINOR = "Mineur";

export const locataireFields: FieldDef[] = [
  { name: "rp", label: "Résidence principale", type: "bool", defaultValue: true, section: MAIN },
  { name: "quitanceAuto", label: "Quittance automatique", type: "bool", section: MAIN },
  { name: "titre", label: "Titre", type: "select", options: options("Monsieur", "Madame", "Mademoiselle"), defaultValue: "Monsieur", section: MAIN },
  { name: "nom", label: "Nom", required: true, section: MAIN },
  { name: "prenom", label: "Prénom", required: true, section: MAIN },
  { name: "nomJeuneFille", label: "Nom de jeune fille", section: MAIN },
  { name: "naissance", label: "Date de naissance", type: "date", section: MAIN },
  { name: "lieuNaissance", label: "Lieu de naissance", section: MAIN },
  { name: "mail", label: "E-mail", type: "email", required: true, section: MAIN },
  { name: "mail2", label: "E-mail secondaire", type: "email", section: MAIN },
  { name: "tel", label: "Téléphone", type: "tel", required: true, section: MAIN },
  { name: "tel2", label: "Téléphone secondaire", type: "tel", section: MAIN },
  { name: "adresse", label: "Adresse", required: true, section: MAIN, wide: true },
  { name: "codePostal", label: "Code postal", required: true, section: MAIN },
  { name: "ville", label: "Ville", required: true, section: MAIN },
  { name: "secondTitulaire", label: "Second titulaire", type: "bool", section: SECOND },
  { name: "autreTitre", label: "Titre", type: "select", options: options("Monsieur", "Madame", "Mademoiselle"), section: SECOND },
  { name: "autreNom", label: "Nom", section: SECOND },
  { name: "autrePrenom", label: "Prénom", section: SECOND },
  { name: "autreMail", label: "E-mail", type: "email", section: SECOND },
  { name: "autreTel", label: "Téléphone", type: "tel", section: SECOND },
  { name: "mineurNom", label: "Nom", section: MINOR },
  { name: "mineurPrenom", label: "Prénom", section: MINOR },
  { name: "mineurMail", label: "E-mail", type: "email", section: MINOR },
  { name: "mineurTel", label: "Téléphone", type: "tel", section: MINOR },
];

export const locataireColumns = [
  col.text<ApiRecord>("nom", "Nom", (l) => fullName(l as never)),
  col.text<ApiRecord>("mail", "E-mail"),
  col.text<ApiRecord>("tel", "Téléphone"),
  col.text<ApiRecord>("ville", "Ville"),
];

export const locataireEntity: EntityConfig = {
  resource: "Locataire",
  basePath: "/locataires",
  singular: "Locataire",
  newLabel: "Nouveau locataire",
  createdMessage: "Votre locataire à été crée avec succes.",
  title: (l) => [l.titre, fullName(l as never)].filter(Boolean).join(" ") || `Locataire n° ${l.id}`,
  fields: locataireFields,
  tabs: [
    { value: "dossiers", label: "Dossiers", relation: "locations", basePath: "/appartements", columns: [col.text<ApiRecord>("adresse", "Appartement", apartmentLabel), col.text<ApiRecord>("entree", "Entrée", (a) => String((a.Dossier as ApiRecord | undefined)?.dateEntree ?? ""))] },
    { value: "fichiers", label: "Fichiers", relation: "Fichiers", columns: [col.text<ApiRecord>("nom", "Nom"), col.text<ApiRecord>("extention", "Type")] },
  ],
};
