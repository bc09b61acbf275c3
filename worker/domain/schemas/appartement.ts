import { z } from "zod";
import {
  MSG,
  booleen,
  booleenOptionnel,
  date,
  codePostalRequis,
  choix,
  choixOptionnel,
  dateAncienne,
  email,
  entier,
  idOptionnel,
  montant,
  parDefaut,
  texte,
  surface,
  texteRequis,
} from "./fields";
import {
  COLLECTIVE_INDIVIDUELLE,
  DESTINATIONS,
  PERIODES_CONSTRUCTION,
  TYPES_IMMEUBLE,
} from "./enums";
import { MSG_CODE_INSEE, normaliserCodeInsee } from "../referentiels/code-insee";
import { ZONES_LOYER } from "../bail/zone";
import { CLASSES_DPE } from "../bail/energie";

export const MSG_DATE_LOYER_PRECEDENT =
  "Indiquez la date de ce loyer : le début du dernier bail, ou sa dernière révision.";

export const periodeConstruction = () =>
  z.preprocess(
    (v) => (typeof v === "string" ? normalisePeriode(v) : v),
    choix(PERIODES_CONSTRUCTION, "1971-1990"),
  );

/** Spec 3 writes 'avant 1946' / 'après 1990', spec 9 'Avant 1946' / 'apres 1990': both mean the same period. */
export function normalisePeriode(v: string): string {
  const k = v
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  if (k === "avant 1946") return "avant 1946";
  if (k === "apres 1990") return "après 1990";
  return v;
}

/** A DPE class, A to G (capital or not), or blank. */
const classeDpe = () =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() || null : v),
    z.enum(CLASSES_DPE, { error: MSG.classeDpe }).nullish(),
  );

export const appartementSchema = z
  .object({
    adresse: texteRequis(),
    codePostal: codePostalRequis(),
    ville: texteRequis(),
    situation: texte(),
    typeImmeuble: choix(TYPES_IMMEUBLE, "collectif"),
    destination: choix(DESTINATIONS, "usage d'habitation"),
    periodeConstruction: periodeConstruction(),
    numeroClef: texte(),
    detailClef: texte(),
    detailTelecomande: texte(),
    digicode: texte(),
    pdl: texte(),
    etage: texte(),
    nbPiece: entier(0),
    surface: surface(),
    cave: booleen(false),
    caveNum: entier(0),
    chauffage: choix(COLLECTIVE_INDIVIDUELLE, "collective"),
    eauChaude: choix(COLLECTIVE_INDIVIDUELLE, "collective"),
    wip: booleen(false),
    quitanceAuto: booleen(false),
    loyerHC: parDefaut(montant(), 0),
    charge: parDefaut(montant(), 0),
    autresInfo: texte(),
    elementEquipement: texte(),
    elementEquipementImportant: texte(),
    copropriete: booleen(false),
    syndicNom: texte(),
    syndicMail: email(),
    syndicTel: texte(),
    gestionnaireSyndicNom: texte(),
    gestionnaireSyndicTel: texte(),
    gestionnaireSyndicMail: email(),
    conseillerSyndical: texte(),
    autreSyndic: texte(),
    gardiennage: booleen(false),
    gardienNom: texte(),
    gardienTel: texte(),
    defaultContact: idOptionnel(),
    // The zone of the lease rules (décret n° 2014-890 ceilings, art. 15 notice); blank: suggested from the postal code.
    zoneLoyer: choixOptionnel(ZONES_LOYER),
    // Issue 73: in zone tendue (décret n° 2013-392's annex); blank: decided from the commune by the server.
    zoneTendue: booleenOptionnel(),
    // The previous tenant's last rent and the day it was set, typed when a lot is taken over: a new lease in zone
    // tendue may not exceed it (décret n° 2017-1198). Once the lot has a lease here, that lease's rent counts.
    loyerPrecedent: montant(),
    dateLoyerPrecedent: date(),
    // The commune's INSEE code: with the list of Paramètres > Référentiels loaded, the zone is derived from it.
    codeInsee: texte().transform((v, ctx) => {
      if (v == null) return v;
      const code = normaliserCodeInsee(v);
      if (code) return code;
      ctx.addIssue({ code: "custom", message: MSG_CODE_INSEE });
      return z.NEVER;
    }),
    // The 2024 mentions of a lease (loi n° 89-462, art. 3; décret n° 2015-587 as amended): DPE classes, estimated
    // yearly energy expense with its reference year, the dwelling's tax identifier, telecom equipment.
    classeEnergie: classeDpe(),
    classeClimat: classeDpe(),
    depenseEnergieMin: montant(),
    depenseEnergieMax: montant(),
    anneeReferenceEnergie: entier(2000, 2100, MSG.annee),
    identifiantFiscal: texte(),
    equipementsTic: texte(),
    // What decides which diagnostics a lease needs (issue 63, worker/domain/diagnostics/): the building permit's
    // date (amiante), the years the electricity and gas installations were made (none: blank), a boiler of its own.
    datePermisConstruire: dateAncienne(),
    anneeInstallationElectricite: entier(1850, 2100, MSG.annee),
    anneeInstallationGaz: entier(1850, 2100, MSG.annee),
    chaudiere: booleen(false),
    // The commune exposed to a risk (an ERP annexed; exposed unless said) and an airport noise zone (loi LOM).
    zoneRisques: booleen(true),
    zoneBruit: booleen(false),
  })
  .superRefine((a, ctx) => {
    if (a.loyerPrecedent != null && !a.dateLoyerPrecedent)
      ctx.addIssue({
        code: "custom",
        path: ["dateLoyerPrecedent"],
        message: MSG_DATE_LOYER_PRECEDENT,
      });
    if (a.copropriete && !a.syndicNom)
      ctx.addIssue({ code: "custom", path: ["syndicNom"], message: MSG.requis });
    if (a.gardiennage && !a.gardienNom)
      ctx.addIssue({ code: "custom", path: ["gardienNom"], message: MSG.requis });
    const [min, max] = [a.depenseEnergieMin, a.depenseEnergieMax];
    if (min != null && max != null && max < min)
      ctx.addIssue({
        code: "custom",
        path: ["depenseEnergieMax"],
        message: "Le montant maximal ne peut être inférieur au montant minimal.",
      });
  });
