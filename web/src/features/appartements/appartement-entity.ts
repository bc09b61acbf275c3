import type { ApiRecord } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { options, type EntityConfig, type FieldDef } from "@/components/record-fields";
import { formatDate, fullName } from "@/lib/format";
import { apartmentLabel } from "@/lib/status";

const LOC = "Localisation";
const CAR = "Caractéristiques";
const ACC = "Accès";
const RENT = "Statut et loyer";
const COPRO = "Copropriété";
const GARD = "Gardiennage";
const collectiveOptions = options("collective", "individuelle");

export const appartementFields: FieldDef[] = [
  { name: "adresse", label: "Adresse", required: true, section: LOC, wide: true },
  { name: "codePostal", label: "Code postal", required: true, section: LOC },
  { name: "ville", label: "Ville", required: true, section: LOC },
  { name: "situation", label: "Situation", section: LOC },
  { name: "typeImmeuble", label: "Type d'immeuble", type: "select", options: options("collectif", "individuel"), defaultValue: "collectif", section: CAR },
  { name: "destination", label: "Destination", type: "select", options: options("usage d'habitation", "usage mixte"), defaultValue: "usage d'habitation", section: CAR },
  { name: "periodeConstruction", label: "Période de construction", type: "select", options: options("avant 1946", "1946-1970", "1971-1990", "après 1990"), defaultValue: "1971-1990", section: CAR },
  { name: "etage", label: "Étage", section: CAR },
  { name: "nbPiece", label: "Nombre de pièces", type: "number", section: CAR },
  { name: "surface", label: "Surface (m²)", type: "number", section: CAR },
  { name: "caveNum", label: "N° de cave", section: CAR },
  { name: "chauffage", label: "Chauffage", type: "select", options: collectiveOptions, defaultValue: "collective", section: CAR },
  { name: "eauChaude", label: "Eau chaude", type: "select", options: collectiveOptions, defaultValue: "collective", section: CAR },
  { name: "numeroClef", label: "N° de clef", section: ACC },
  { name: "detailClef", label: "Détail des clefs", section: ACC },
  { name: "detailTelecomande", label: "Détail télécommande", section: ACC },
  { name: "digicode", label: "Digicode", section: ACC },
  { name: "pdl", label: "PDL", section: ACC },
  { name: "wip", label: "En travaux", type: "bool", section: RENT },
  { name: "quitanceAuto", label: "Quittance automatique", type: "bool", section: RENT },
  { name: "loyerHC", label: "Loyer HC", type: "money", section: RENT },
  { name: "charge", label: "Charges", type: "money", section: RENT },
  { name: "loyerTCC", label: "Loyer charges comprises", type: "money", computed: true, section: RENT },
  { name: "autresInfo", label: "Autres informations", type: "textarea", section: RENT },
  { name: "syndicNom", label: "Syndic", section: COPRO },
  { name: "syndicMail", label: "E-mail du syndic", type: "email", section: COPRO },
  { name: "syndicTel", label: "Téléphone du syndic", type: "tel", section: COPRO },
  { name: "gestionnaireSyndicNom", label: "Gestionnaire", section: COPRO },
  { name: "gestionnaireSyndicMail", label: "E-mail du gestionnaire", type: "email", section: COPRO },
  { name: "gestionnaireSyndicTel", label: "Téléphone du gestionnaire", type: "tel", section: COPRO },
  { name: "conseillerSyndical", label: "Conseiller syndical", section: COPRO },
  { name: "gardienNom", label: "Gardien", section: GARD },
  { name: "gardienTel", label: "Téléphone du gardien", type: "tel", section: GARD },
];

export const appartementBaseColumns = [
  col.text<ApiRecord>("adresse", "Adresse"),
  col.text<ApiRecord>("codePostal", "Code postal"),
  col.text<ApiRecord>("ville", "Ville"),
  col.number<ApiRecord>("surface", "Surface (m²)"),
  col.money<ApiRecord>("loyerHC", "Loyer HC"),
  col.money<ApiRecord>("charge", "Charges"),
  col.money<ApiRecord>("loyerTCC", "Loyer CC"),
];

export const appartementEntity: EntityConfig = {
  resource: "Appartement",
  basePath: "/appartements",
  singular: "Appartement",
  newLabel: "Nouvel appartement",
  createdMessage: "Votre appartement à été crée avec succes.",
  title: (a) => apartmentLabel(a) || `Appartement n° ${a.id}`,
  fields: appartementFields,
  tabs: [
    { value: "proprietaires", label: "Propriétaires", relation: "proprietaires", basePath: "/client", columns: [col.text<ApiRecord>("nom", "Nom", (c) => fullName(c as never)), col.text<ApiRecord>("ville", "Ville")] },
    { value: "dossiers", label: "Dossiers", relation: "locataires", basePath: "/locataires", columns: [col.text<ApiRecord>("nom", "Locataire", (l) => fullName(l as never)), col.text<ApiRecord>("entree", "Entrée", (l) => formatDate((l.Dossier as ApiRecord | undefined)?.dateEntree as string))] },
    { value: "intendance", label: "Intendance", relation: "Intendances", columns: [col.date<ApiRecord>("dateDepart", "Début"), col.date<ApiRecord>("dateFin", "Fin"), col.money<ApiRecord>("prix", "Prix TTC"), col.bool<ApiRecord>("regle", "Réglée")] },
    { value: "etats", label: "Etat des lieux", relation: "EtatLieux", columns: [col.date<ApiRecord>("date", "Date"), col.text<ApiRecord>("lieu", "Lieu"), col.bool<ApiRecord>("signed", "Signé")] },
  ],
};
