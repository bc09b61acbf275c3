import type { Accompte, Appartement, MissionRead } from "@/api/types";
import { typedAmount, typedNumber } from "@/components/form-values";
import type { FieldDef, FormValues } from "@/components/record-fields";
import { apartmentLabel } from "@/lib/status";
import { toCents, toEuros } from "@worker/domain/money";
import { prixHT, valeurTotalMission } from "@worker/domain/mission";
import { MODES_ACCOMPTE } from "@worker/domain/schemas/enums";
import { estMandatGestion, TYPE_MANDAT_GESTION } from "@worker/domain/mission-type";

const blank = (v: unknown) =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/** nbAppart x valeurMissionAppt, by the server's rule; unknown (—) while an input cannot be read. */
export function totalMission(v: FormValues) {
  const n = typedNumber(v.nbAppart);
  const each = typedAmount(v.valeurMissionAppt);
  return n === null || each === null ? null : toEuros(valeurTotalMission(n, toCents(each)));
}

/** prix / (1 + tva/100) to the cent, by the server's rule; unknown while the price or the rate is blank or unreadable. */
export function prixHTSaisi(v: FormValues) {
  if (blank(v.prix) || blank(v.tva)) return null;
  const prix = typedAmount(v.prix);
  const tva = typedNumber(v.tva);
  return prix === null || tva === null || tva < 0 ? null : toEuros(prixHT(toCents(prix), tva));
}

/** A fixed-price mission's field: hidden on a management mandate's form (issue 60, domain/mission-type.ts). */
const forfait = (v: FormValues) => !estMandatGestion(v.type as string | null);

/** "Nouveau mandat de gestion" opens /missions/new?type=gestion: its type is set, its form has no instalments. */
const typeParDefaut = () =>
  new URLSearchParams(window.location.search).get("type") === "gestion" ? TYPE_MANDAT_GESTION : "";

// Spec 5: type, nbAppart, accompte1, accompte2, reliquat, valeurMissionAppt (and the total derived from it) required
// for a fixed-price mission; a management mandate has none of them.
export const missionFields: FieldDef<MissionRead>[] = [
  // Given by the server at creation (register of mandates, ADR 027): shown, never edited.
  { name: "numeroMandat", label: "N° de mandat", computed: true },
  { name: "type", label: "Type de mission", required: true, defaultValue: typeParDefaut },
  { name: "dateSignature", label: "Date de signature", type: "date" },
  // Issue 63: a management mandate's term from its signature; its end and renewals go to the calendar.
  {
    name: "dureeMandatMois",
    label: "Durée du mandat (mois)",
    type: "number",
    visibleIf: (v) => !forfait(v),
  },
  // Issue 73 (loi Hoguet): the most tacit renewals its clause allows; past it the server refuses a renewal.
  {
    name: "reconductionsMax",
    label: "Nombre maximal de reconductions",
    type: "number",
    visibleIf: (v) => !forfait(v),
  },
  // Issue 76: works up to this amount TTC are ordered by the agency; above it the owners are asked.
  {
    name: "plafondTravauxTTC",
    label: "Plafond de travaux sans accord (TTC)",
    type: "money",
    visibleIf: (v) => !forfait(v),
  },
  { name: "domicileUnique", label: "Domicile unique", type: "bool" },
  { name: "nbAppart", label: "Nombre d'appartements", type: "number", required: true },
  {
    name: "valeurMissionAppt",
    label: "Valeur par appartement (TTC)",
    type: "money",
    required: true,
    visibleIf: forfait,
  },
  {
    name: "tauxTva",
    label: "Taux de TVA (%)",
    type: "number",
    defaultValue: 20,
    vatDefault: true,
  },
  // Issue 60: the fee as the mandate states it, HT (the server adds the VAT at the rate above) or TTC.
  {
    name: "honorairesGestionHT",
    label: "Honoraires de gestion (% HT des loyers encaissés, TVA en sus)",
    type: "number",
  },
  // Issue 38: percent TTC (at the rate above) of the rent and charges collected, debited on the owners' accounts.
  // Typed only when the mandate states no HT rate; derived from it by the server otherwise.
  {
    name: "honorairesGestion",
    label: "Honoraires de gestion (% TTC des loyers encaissés)",
    type: "number",
    defaultValue: 0,
    visibleIf: (v) => v.honorairesGestionHT == null || String(v.honorairesGestionHT).trim() === "",
  },
  // Spec 5: valeurTotalMission = nbAppart x valeurMissionAppt, recomputed as the user types.
  {
    name: "valeurTotalMission",
    label: "Valeur totale (TTC)",
    type: "money",
    required: true,
    computed: true,
    compute: totalMission,
    visibleIf: forfait,
  },
  {
    name: "accompte1",
    label: "Premier acompte",
    type: "money",
    required: true,
    visibleIf: forfait,
  },
  {
    name: "accompte2",
    label: "Second acompte",
    type: "money",
    required: true,
    visibleIf: forfait,
  },
  { name: "reliquat", label: "Reliquat", type: "money", required: true, visibleIf: forfait },
];

const MODE_LABELS: Record<(typeof MODES_ACCOMPTE)[number], string> = {
  Cheque: "Chèque",
  Virement: "Virement",
  // Issue 38: deducted from the mission's first client's owner account.
  CompteProprietaire: "Régler sur le compte propriétaire",
};

/**
 * An instalment edited in the Paiements tab. The apartment selector is there only when the mission has apartments,
 * and is then required (spec 5; the server refuses the same).
 */
export function accompteFields(appartements: Appartement[]): FieldDef<Accompte>[] {
  const byId = new Map(appartements.map((a) => [a.id, a]));
  const appartement: FieldDef<Accompte>[] = appartements.length
    ? [
        {
          name: "AppartementId",
          label: "Appartement",
          type: "select",
          required: true,
          options: appartements.map((a) => ({ value: String(a.id), label: apartmentLabel(a) })),
          display: (r) =>
            r.AppartementId == null
              ? "—"
              : apartmentLabel(byId.get(r.AppartementId)) || `n° ${r.AppartementId}`,
        },
      ]
    : [];
  // Stacked by section (period, price, payment) so that a row being edited fits the table at 1440 px.
  return [
    { name: "dateDepart", label: "Début", type: "date", required: true, section: "Période" },
    { name: "dateFin", label: "Fin", type: "date", required: true, section: "Période" },
    ...appartement,
    { name: "prix", label: "Prix TTC", type: "money", required: true, section: "Prix" },
    {
      name: "tva",
      label: "TVA (%)",
      type: "number",
      required: true,
      defaultValue: 20,
      section: "Prix",
    },
    {
      name: "prixHT",
      label: "Prix HT",
      type: "money",
      computed: true,
      compute: prixHTSaisi,
      section: "Prix",
    },
    {
      name: "mode",
      label: "Mode",
      type: "select",
      options: MODES_ACCOMPTE.map((m) => ({ value: m, label: MODE_LABELS[m] })),
      defaultValue: "Virement",
      section: "Paiement",
    },
    { name: "datePaiement", label: "Payé le", type: "date", section: "Paiement" },
    { name: "montant", label: "Montant reçu", type: "money", section: "Paiement" },
    { name: "regle", label: "Réglé", type: "bool" },
  ];
}
