import type { AppartementRead } from "@/api/types";
import { options, type FieldDef, type ValuesOf } from "@/components/record-fields";
import { sumMoney } from "@/components/form-values";
import {
  COLLECTIVE_INDIVIDUELLE,
  DESTINATIONS,
  PERIODES_CONSTRUCTION,
  TYPES_IMMEUBLE,
} from "@worker/domain/schemas/enums";
import { ZONES_LOYER } from "@worker/domain/bail/zone";
import { CLASSES_DPE } from "@worker/domain/bail/energie";
import { EquipementsInput, equipementIds, equipementsDisplay } from "./equipements-input";
import { ZoneTendueInput, zoneTendueTexte } from "@/features/reglementation/zone-tendue-input";

const LOC = "Localisation";
const ACC = "Accès";
const CAR = "Caractéristiques";
const RENT = "Statut et loyer";
const OTHER = "Autres";
const COPRO = "Copropriété";
const GARD = "Gardiennage";
const EQUIP = "Équipements";
const ENERGIE = "Performance énergétique";
const copro = (v: ValuesOf<AppartementRead>) => !!v.copropriete;
const gardien = (v: ValuesOf<AppartementRead>) => !!v.gardiennage;
/** A year reads as written (« 2025 »), never grouped by thousands as the other numbers are (« 2 025 »). */
const annee = (v: number | null | undefined) => (v == null ? "—" : String(v));

/** Every field of spec 3 (Appartement) in its section, with the defaults of spec 9. */
export const appartementFields: FieldDef<AppartementRead>[] = [
  { name: "adresse", label: "Adresse", required: true, section: LOC, wide: true },
  { name: "codePostal", label: "Code postal", required: true, section: LOC },
  { name: "ville", label: "Ville", required: true, section: LOC },
  // The commune's INSEE code: with the list of Paramètres > Référentiels loaded, the server derives the zone from it.
  { name: "codeInsee", label: "Code INSEE de la commune", section: LOC },
  { name: "situation", label: "Situation", section: LOC },
  {
    name: "typeImmeuble",
    label: "Type d'immeuble",
    type: "select",
    options: options(...TYPES_IMMEUBLE),
    defaultValue: "collectif",
    section: LOC,
  },
  {
    name: "destination",
    label: "Destination",
    type: "select",
    options: options(...DESTINATIONS),
    defaultValue: "usage d'habitation",
    section: LOC,
  },
  {
    name: "periodeConstruction",
    label: "Période de construction",
    type: "select",
    options: options(...PERIODES_CONSTRUCTION),
    defaultValue: "1971-1990",
    section: LOC,
  },
  // What decides which diagnostics a lease needs (issue 63): CREP before 1949, asbestos before 1 July 1997.
  {
    name: "datePermisConstruire",
    label: "Date du permis de construire",
    type: "date",
    section: LOC,
  },
  { name: "numeroClef", label: "N° de clef", section: ACC },
  { name: "detailClef", label: "Détail des clefs", section: ACC },
  { name: "detailTelecomande", label: "Détail télécommande", section: ACC },
  { name: "digicode", label: "Digicode", section: ACC },
  { name: "pdl", label: "PDL (point de livraison)", section: ACC },
  { name: "etage", label: "Étage", section: CAR },
  { name: "nbPiece", label: "Nombre de pièces", type: "number", section: CAR },
  { name: "surface", label: "Surface (m²)", type: "number", section: CAR },
  {
    name: "chauffage",
    label: "Chauffage",
    type: "select",
    options: options(...COLLECTIVE_INDIVIDUELLE),
    defaultValue: "collective",
    section: CAR,
  },
  {
    name: "eauChaude",
    label: "Eau chaude",
    type: "select",
    options: options(...COLLECTIVE_INDIVIDUELLE),
    defaultValue: "collective",
    section: CAR,
  },
  { name: "cave", label: "Cave", type: "bool", section: CAR },
  // Spec 5: without a cave the number is null, with one it is 0 when left blank (the server applies it).
  {
    name: "caveNum",
    label: "N° de cave",
    type: "number",
    section: CAR,
    visibleIf: (v) => !!v.cave,
  },
  { name: "wip", label: "En travaux", type: "bool", section: RENT },
  { name: "quitanceAuto", label: "Quittance automatique", type: "bool", section: RENT },
  { name: "loyerHC", label: "Loyer HC", type: "money", defaultValue: 0, section: RENT },
  { name: "charge", label: "Charges", type: "money", defaultValue: 0, section: RENT },
  {
    name: "loyerTCC",
    label: "Loyer charges comprises",
    type: "money",
    computed: true,
    section: RENT,
    compute: (v) => sumMoney(v.charge, v.loyerHC),
  },
  // The lease's rules zone (fee ceilings, notice): left blank, the server derives it from the commune (its INSEE
  // code in the list of Paramètres > Référentiels), else suggests it from the postal code.
  {
    name: "zoneLoyer",
    label: "Zone (loyers et honoraires)",
    type: "select",
    options: options(...ZONES_LOYER),
    section: RENT,
  },
  // Issue 73: zone tendue from the commune unless staff say; the previous tenant's rent when a lot is taken over.
  {
    name: "zoneTendue",
    label: "Zone tendue (loyer à la relocation, préavis)",
    type: "custom",
    component: ZoneTendueInput,
    initial: (a) => a?.zoneTendue ?? null,
    display: zoneTendueTexte,
    section: RENT,
  },
  {
    name: "loyerPrecedent",
    label: "Dernier loyer du précédent locataire (reprise du lot)",
    type: "money",
    section: RENT,
  },
  {
    name: "dateLoyerPrecedent",
    label: "Date de ce loyer (début du bail ou dernière révision)",
    type: "date",
    section: RENT,
  },
  // The 2024 mentions of a lease (loi n° 89-462, art. 3; décret n° 2015-587 as amended).
  {
    name: "classeEnergie",
    label: "Classe énergie (DPE)",
    type: "select",
    options: options(...CLASSES_DPE),
    section: ENERGIE,
  },
  {
    name: "classeClimat",
    label: "Classe climat (GES)",
    type: "select",
    options: options(...CLASSES_DPE),
    section: ENERGIE,
  },
  {
    name: "depenseEnergieMin",
    label: "Dépense d'énergie annuelle estimée, minimum",
    type: "money",
    section: ENERGIE,
  },
  {
    name: "depenseEnergieMax",
    label: "Dépense d'énergie annuelle estimée, maximum",
    type: "money",
    section: ENERGIE,
  },
  {
    name: "anneeReferenceEnergie",
    label: "Année de référence des prix",
    type: "number",
    display: (a) => annee(a.anneeReferenceEnergie),
    section: ENERGIE,
  },
  { name: "identifiantFiscal", label: "Identifiant fiscal du logement", section: ENERGIE },
  // Électricité and gaz diagnostics are needed once the installation is over 15 years old; no year of gas: no gas.
  {
    name: "anneeInstallationElectricite",
    label: "Année de l'installation électrique",
    type: "number",
    display: (a) => annee(a.anneeInstallationElectricite),
    section: ENERGIE,
  },
  {
    name: "anneeInstallationGaz",
    label: "Année de l'installation de gaz (vide : pas de gaz)",
    type: "number",
    display: (a) => annee(a.anneeInstallationGaz),
    section: ENERGIE,
  },
  { name: "chaudiere", label: "Chaudière individuelle", type: "bool", section: ENERGIE },
  // Which annexes the lease needs: the état des risques where the commune is exposed, the noise notice (loi LOM).
  {
    name: "zoneRisques",
    label: "Commune exposée à un risque (état des risques à annexer)",
    type: "bool",
    section: ENERGIE,
  },
  {
    name: "zoneBruit",
    label: "Zone de bruit d'un aérodrome (plan d'exposition au bruit)",
    type: "bool",
    section: ENERGIE,
  },
  {
    name: "equipementsTic",
    label: "Équipements d'accès aux technologies de l'information (TV, internet)",
    type: "textarea",
    section: ENERGIE,
  },
  { name: "autresInfo", label: "Autres informations", type: "textarea", section: OTHER },
  { name: "elementEquipement", label: "Éléments d'équipement", type: "textarea", section: OTHER },
  {
    name: "elementEquipementImportant",
    label: "Éléments d'équipement importants",
    type: "textarea",
    section: OTHER,
  },
  { name: "copropriete", label: "Copropriété", type: "bool", section: COPRO, full: true },
  { name: "syndicNom", label: "Syndic", section: COPRO, requiredIf: copro, visibleIf: copro },
  {
    name: "syndicMail",
    label: "E-mail du syndic",
    type: "email",
    section: COPRO,
    visibleIf: copro,
  },
  {
    name: "syndicTel",
    label: "Téléphone du syndic",
    type: "tel",
    section: COPRO,
    visibleIf: copro,
  },
  { name: "gestionnaireSyndicNom", label: "Gestionnaire", section: COPRO, visibleIf: copro },
  {
    name: "gestionnaireSyndicMail",
    label: "E-mail du gestionnaire",
    type: "email",
    section: COPRO,
    visibleIf: copro,
  },
  {
    name: "gestionnaireSyndicTel",
    label: "Téléphone du gestionnaire",
    type: "tel",
    section: COPRO,
    visibleIf: copro,
  },
  { name: "conseillerSyndical", label: "Conseiller syndical", section: COPRO, visibleIf: copro },
  { name: "autreSyndic", label: "Autre contact syndic", section: COPRO, visibleIf: copro },
  { name: "gardiennage", label: "Gardiennage", type: "bool", section: GARD, full: true },
  { name: "gardienNom", label: "Gardien", section: GARD, requiredIf: gardien, visibleIf: gardien },
  {
    name: "gardienTel",
    label: "Téléphone du gardien",
    type: "tel",
    section: GARD,
    visibleIf: gardien,
  },
  {
    name: "Equipements",
    label: "Équipements de l'appartement",
    type: "custom",
    local: true,
    section: EQUIP,
    component: EquipementsInput,
    initial: equipementIds,
    display: equipementsDisplay,
  },
];
