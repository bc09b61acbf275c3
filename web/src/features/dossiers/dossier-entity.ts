import type { Caution, DossierRead } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { sumMoney, typedAmount, typedNumber } from "@/components/form-values";
import type { EntityConfig, FieldDef, ValuesOf } from "@/components/record-fields";
import { fullName } from "@/lib/format";
import { parisToday } from "@/lib/paris-date";
import { apartmentLabel } from "@/lib/status";
import { fraisDossier } from "@worker/domain/loyer";
import { toCents, toEuros } from "@worker/domain/money";
import { dossierRoute } from "./dossier-route";

const LINK = "Bien et locataire";
const DATES = "Dates";
const RENT = "Loyer et indexation";
const FEES = "Frais de dossier";

/** HT and TVA of the fees, live, by the server's rule (worker/domain/loyer.ts; a blank rate is 20 %). */
function fees(v: ValuesOf<DossierRead>, part: "fraisDossierHT" | "fraisDossierTVA") {
  const ttc = typedAmount(v.fraisDossierTTC);
  const taux = String(v.fraisDossierTauxTVA ?? "").trim() === "" ? 20 : typedNumber(v.fraisDossierTauxTVA);
  return ttc === null || taux === null ? null : toEuros(fraisDossier(toCents(ttc), taux)[part]);
}

export const dossierFields: FieldDef<DossierRead>[] = [
  { name: "AppartementId", label: "Appartement", type: "ref", required: true, ref: { resource: "Appartement", label: apartmentLabel }, section: LINK },
  { name: "LocataireId", label: "Locataire", type: "ref", required: true, ref: { resource: "Locataire", label: fullName }, section: LINK },
  { name: "lieuSignature", label: "Lieu de signature", defaultValue: "Paris", section: LINK },
  { name: "dateEntree", label: "Date d'entrée", type: "date", required: true, section: DATES },
  { name: "dateSortie", label: "Date de sortie", type: "date", section: DATES },
  { name: "dateCreationBail", label: "Création du bail", type: "date", required: true, defaultValue: parisToday, section: DATES },
  { name: "dateDebutBail", label: "Début du bail", type: "date", required: true, section: DATES },
  { name: "dateFinBail", label: "Fin du bail", type: "date", section: DATES },
  { name: "dateDebutPreavis", label: "Début du préavis", type: "date", section: DATES },
  { name: "dateFinPreavis", label: "Fin du préavis", type: "date", section: DATES },
  { name: "dateRetourCaution", label: "Retour du dépôt de garantie", type: "date", section: DATES },
  { name: "jourQuitance", label: "Jour de quittancement", type: "number", required: true, defaultValue: 5, section: RENT },
  { name: "loyerHC", label: "Loyer HC", type: "money", required: true, section: RENT },
  { name: "loyerCharge", label: "Charges", type: "money", required: true, section: RENT },
  { name: "loyerTTC", label: "Loyer TTC", type: "money", computed: true, compute: (v) => sumMoney(v.loyerHC, v.loyerCharge), section: RENT },
  { name: "depotGarantie", label: "Dépôt de garantie", type: "money", required: true, section: RENT },
  { name: "indice", label: "Indice", type: "number", defaultValue: 135.84, section: RENT },
  { name: "indiceTrim", label: "Trimestre de l'indice", section: RENT },
  { name: "edfEntree", label: "Relevé EDF à l'entrée", section: RENT },
  { name: "numFraisDossier", label: "N° de frais de dossier", required: true, section: FEES },
  { name: "fraisDossierTTC", label: "Frais de dossier TTC", type: "money", section: FEES },
  { name: "fraisDossierTauxTVA", label: "Taux de TVA (%)", type: "number", defaultValue: 20, section: FEES },
  { name: "fraisDossierHT", label: "Frais de dossier HT", type: "money", computed: true, compute: (v) => fees(v, "fraisDossierHT"), section: FEES },
  { name: "fraisDossierTVA", label: "Montant de TVA", type: "money", computed: true, compute: (v) => fees(v, "fraisDossierTVA"), section: FEES },
  { name: "dateFraisDossier", label: "Date des frais", type: "date", section: FEES },
];

export const dossierEntity: EntityConfig<"Dossier"> = {
  resource: "Dossier",
  ...dossierRoute,
  createdMessage: "Votre dossier à été crée avec succes.",
  title: (d) => `Dossier n° ${d.id}`,
  fields: dossierFields,
  tabs: [
    { value: "cautions", label: "Cautions", relation: "Cautions", columns: [col.text<Caution>("nom", "Nom", fullName), col.text<Caution>("mail", "E-mail"), col.text<Caution>("mobile", "Mobile")] },
  ],
};
