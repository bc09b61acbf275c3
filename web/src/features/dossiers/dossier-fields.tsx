import type { DossierRead } from "@/api/types";
import { options, type FieldDef } from "@/components/record-fields";
import { fullName } from "@/lib/format";
import { parisToday } from "@/lib/paris-date";
import { apartmentLabel } from "@/lib/status";
import { DOSSIER_DEFAUTS } from "@worker/domain/schemas/dossier";
import { MOTIFS_MOBILITE } from "@worker/domain/schemas/enums";
import { fraisLive, loyerTTCLive } from "./dossier-amounts";
import { LocatairesLiens } from "./dossier-heading";
import {
  ClausesInput,
  EncadrementDetails,
  EncadrementInput,
  encadrementText,
} from "./encadrement-input";
import { ModePaiementInput } from "./mode-paiement-input";
import {
  ExceptionLoyerInput,
  exceptionLoyerTexte,
} from "@/features/reglementation/exception-loyer-input";
import { SoumisEncadrementInput, soumisEncadrementTexte } from "./soumis-encadrement-input";
import { TYPE_BAIL_OPTIONS, TypeBailInput, typeBailResume } from "./type-bail-input";
import { accord } from "@worker/domain/francais/pluriel";

const LINK = "Bien et locataire";

/** "Oui : 2 garants (cautionnement solidaire)" from the guarantors attached, the dossier's flag otherwise. */
function cautionResume(d: DossierRead): string {
  const cautions = d.Cautions ?? [];
  if (!cautions.length) return d.caution ? "Oui (aucun garant rattaché)" : "Non";
  const simples = cautions.filter((c) => !c.cautionSolidaire).length;
  const nature = !simples
    ? "solidaire"
    : simples === cautions.length
      ? "simple"
      : "solidaire et simple";
  const n = cautions.length;
  return `Oui : ${n} ${accord(n, "garant")} (cautionnement ${nature})`;
}
const DATES = "Dates";
const RENT = "Loyer et indexation";
const FEES = "Frais de dossier";
const CAP = "Encadrement des loyers";
const CLAUSES = "Clauses";

/** Every field of spec 3, required as spec 5 says, with the defaults of spec 9 (the server applies the same). */
export const dossierFields: FieldDef<DossierRead>[] = [
  {
    name: "AppartementId",
    label: "Appartement",
    type: "ref",
    required: true,
    ref: { resource: "Appartement", label: apartmentLabel },
    section: LINK,
  },
  {
    name: "LocataireId",
    label: "Locataire",
    type: "ref",
    required: true,
    ref: { resource: "Locataire", label: fullName },
    section: LINK,
    // A co-tenancy's every tenant, in the file's order, as the title names them (issue 74, ADR 134); the form still
    // picks the lease's own tenant.
    display: (d) => (d.Locataire ? <LocatairesLiens record={d} /> : `n° ${d.LocataireId}`),
  },
  {
    name: "typeBail",
    label: "Type de bail",
    type: "custom",
    section: LINK,
    wide: true,
    component: TypeBailInput,
    initial: (d) => d?.typeBail ?? "nu",
    display: (d) => (
      <span>
        <span className="block">
          {TYPE_BAIL_OPTIONS.find((o) => o.value === d.typeBail)?.label ?? "Location nue"}
        </span>
        <span className="block text-muted-foreground text-sm">
          {typeBailResume(d.typeBail, d.loyerHC)}
        </span>
      </span>
    ),
  },
  // A bail mobilité states the tenant's reason among those of art. 25-12 (issue 39); the server requires it.
  {
    name: "motifMobilite",
    label: "Motif du bail mobilité",
    type: "select",
    options: options(...MOTIFS_MOBILITE),
    section: LINK,
    wide: true,
    visibleIf: (v) => v.typeBail === "mobilité",
    requiredIf: (v) => v.typeBail === "mobilité",
  },
  {
    name: "lieuSignature",
    label: "Lieu de signature",
    defaultValue: DOSSIER_DEFAUTS.lieuSignature,
    section: LINK,
  },
  {
    name: "caution",
    label: "Avec caution",
    type: "bool",
    section: LINK,
    // The guarantors attached say it better than the flag staff may have left unticked.
    display: cautionResume,
  },
  { name: "dateEntree", label: "Date d'entrée", type: "date", required: true, section: DATES },
  { name: "dateSortie", label: "Date de sortie", type: "date", section: DATES },
  {
    name: "dateCreationBail",
    label: "Création du bail",
    type: "date",
    required: true,
    defaultValue: parisToday,
    section: DATES,
  },
  { name: "dateDebutBail", label: "Début du bail", type: "date", required: true, section: DATES },
  { name: "dateFinBail", label: "Fin du bail", type: "date", section: DATES },
  { name: "dateDebutPreavis", label: "Début du préavis", type: "date", section: DATES },
  { name: "dateFinPreavis", label: "Fin du préavis", type: "date", section: DATES },
  { name: "dateRetourCaution", label: "Retour du dépôt de garantie", type: "date", section: DATES },
  // Keys back, exit inventory signed: opens the deposit's return (tab "Dépôt de garantie").
  { name: "dateRestitutionCles", label: "Restitution des clés", type: "date", section: DATES },
  // Empty: the rent is revised on each anniversary of the lease's start (worker/domain/revision).
  { name: "dateRevision", label: "Date de révision du loyer", type: "date", section: DATES },
  {
    name: "jourQuitance",
    label: "Jour de quittancement",
    type: "number",
    required: true,
    defaultValue: DOSSIER_DEFAUTS.jourQuitance,
    section: RENT,
  },
  // "Prélèvement" while a direct-debit mandate is active (issue 60), read-only then.
  {
    name: "modePaiement",
    label: "Mode de paiement",
    type: "custom",
    section: RENT,
    component: ModePaiementInput,
    initial: (d) => d?.modePaiement ?? "Virement",
    display: (d) => d.modePaiement ?? "Virement",
  },
  { name: "loyerHC", label: "Loyer HC", type: "money", required: true, section: RENT },
  { name: "loyerCharge", label: "Charges", type: "money", required: true, section: RENT },
  {
    name: "loyerTTC",
    // A lease states its rent "charges comprises"; VAT does not apply to a dwelling's rent.
    label: "Loyer charges comprises",
    type: "money",
    computed: true,
    compute: (v) => loyerTTCLive(v.loyerHC, v.loyerCharge),
    section: RENT,
  },
  {
    name: "depotGarantie",
    label: "Dépôt de garantie",
    type: "money",
    required: true,
    section: RENT,
  },
  // Issue 60: a deposit the owner keeps is not on the trust account; the représentation des fonds lists it apart.
  {
    name: "depotConserveParProprietaire",
    label: "Dépôt de garantie conservé par le propriétaire",
    type: "bool",
    section: RENT,
  },
  // No constant default: the IRL published at the signature date (DossierIrlEffect shows it, the server applies it).
  { name: "indice", label: "Indice", type: "number", section: RENT },
  { name: "indiceTrim", label: "Trimestre de l'indice", section: RENT },
  { name: "edfEntree", label: "Relevé EDF à l'entrée", section: RENT },
  // The yearly boiler maintenance certificate (décret n° 2009-649), for a lot with a boiler (issue 63).
  {
    name: "entretienChaudiereDate",
    label: "Dernière attestation d'entretien de la chaudière",
    type: "date",
    section: DATES,
    visibleIf: (v) => (v as { lotChaudiere?: unknown }).lotChaudiere === true,
  },
  // The diagnostics handed apart: the lease prints without checking its annexes (issue 63).
  {
    name: "annexesFourniesAPart",
    label: "Diagnostics remis à part (annexe fournie à part)",
    type: "bool",
    section: LINK,
  },
  // Zone tendue: the previous tenant's last rent, printed in the lease (décret n° 2015-587, annexe, IV A).
  {
    name: "dernierLoyerPrecedent",
    label: "Dernier loyer du précédent locataire",
    type: "money",
    section: RENT,
  },
  {
    name: "dateDernierLoyerPrecedent",
    label: "Date de ce dernier loyer",
    type: "date",
    section: RENT,
  },
  // Issue 73: the decree's case when the rent exceeds the previous tenant's in zone tendue (else the server's 409).
  {
    name: "exceptionLoyer",
    label: "Exception au plafond de relocation (zone tendue)",
    type: "custom",
    component: ExceptionLoyerInput,
    initial: (d) => d?.exceptionLoyer ?? null,
    display: exceptionLoyerTexte,
    section: RENT,
  },
  {
    name: "exceptionLoyerMotif",
    label: "Justification de l'exception (travaux et coût, loyers de référence)",
    type: "textarea",
    section: RENT,
    visibleIf: (v) => Boolean(v.exceptionLoyer),
  },
  { name: "numFraisDossier", label: "N° de frais de dossier", required: true, section: FEES },
  { name: "fraisDossierTTC", label: "Frais de dossier TTC", type: "money", section: FEES },
  {
    name: "fraisDossierTauxTVA",
    label: "Taux de TVA (%)",
    type: "number",
    defaultValue: DOSSIER_DEFAUTS.fraisDossierTauxTVA,
    vatDefault: true,
    section: FEES,
  },
  {
    name: "fraisDossierHT",
    label: "Frais de dossier HT",
    type: "money",
    computed: true,
    compute: (v) => fraisLive(v.fraisDossierTTC, v.fraisDossierTauxTVA)?.fraisDossierHT,
    section: FEES,
  },
  {
    name: "fraisDossierTVA",
    label: "Montant de TVA",
    type: "money",
    computed: true,
    compute: (v) => fraisLive(v.fraisDossierTTC, v.fraisDossierTauxTVA)?.fraisDossierTVA,
    section: FEES,
  },
  { name: "dateFraisDossier", label: "Date des frais", type: "date", section: FEES },
  {
    name: "honorairesBailleurTTC",
    label: "Honoraires à la charge du bailleur TTC",
    type: "money",
    section: FEES,
  },
  // Issue 63: decided by the server from the lot's commune and the signature day unless staff say (ADR 089).
  {
    name: "soumisEncadrement",
    label: "Soumis à l'encadrement des loyers",
    type: "custom",
    section: CAP,
    component: SoumisEncadrementInput,
    initial: (d) => d?.soumisEncadrement ?? null,
    display: soumisEncadrementTexte,
  },
  {
    name: "motifHorsEncadrement",
    label: "Motif de non-application de l'encadrement",
    type: "textarea",
    section: CAP,
    visibleIf: (v) => v.soumisEncadrement === false,
  },
  {
    name: "encadrement",
    label: "Renseigner les loyers de référence",
    type: "custom",
    section: CAP,
    component: EncadrementInput,
    initial: (d) => encadrementText(d?.encadrement),
    display: (d) => <EncadrementDetails value={d.encadrement} />,
  },
  {
    name: "clauses",
    label: "Clauses particulières",
    type: "custom",
    section: CLAUSES,
    component: ClausesInput,
    initial: (d) => (d?.clauses ? { clausesText: d.clauses.clausesText ?? "" } : null),
    display: (d) => d.clauses?.clausesText || "Aucune",
  },
];
