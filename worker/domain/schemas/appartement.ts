import { z } from "zod";
import {
  MSG,
  booleen,
  choix,
  entier,
  idOptionnel,
  montant,
  nombre,
  parDefaut,
  texte,
  texteRequis,
} from "./fields";
import {
  COLLECTIVE_INDIVIDUELLE,
  DESTINATIONS,
  PERIODES_CONSTRUCTION,
  TYPES_IMMEUBLE,
} from "./enums";

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

export const appartementSchema = z
  .object({
    adresse: texteRequis(),
    codePostal: texteRequis(),
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
    surface: nombre(),
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
    syndicMail: texte(),
    syndicTel: texte(),
    gestionnaireSyndicNom: texte(),
    gestionnaireSyndicTel: texte(),
    gestionnaireSyndicMail: texte(),
    conseillerSyndical: texte(),
    autreSyndic: texte(),
    gardiennage: booleen(false),
    gardienNom: texte(),
    gardienTel: texte(),
    defaultContact: idOptionnel(),
  })
  .superRefine((a, ctx) => {
    if (a.copropriete && !a.syndicNom)
      ctx.addIssue({ code: "custom", path: ["syndicNom"], message: MSG.requis });
    if (a.gardiennage && !a.gardienNom)
      ctx.addIssue({ code: "custom", path: ["gardienNom"], message: MSG.requis });
  });
