import { z } from "zod";
import {
  bic,
  booleen,
  choix,
  codePostal,
  choixRequis,
  date,
  dateNaissance,
  email,
  iban,
  idOptionnel,
  MSG,
  montant,
  siret,
  parDefaut,
  texte,
  texteRequis,
} from "./fields";
import { ADRESSE_DEFAUT, MAIL_DEFAUT, SEXES, TEL_DEFAUT, TITRES } from "./enums";

// adresseDefaut / mailDefaut / telDefaut name WHICH field is the owner's default (see docs/topics/api-conventions.md).
export const clientSchema = z
  .object({
    titre: choix(TITRES, "Monsieur"),
    nom: texteRequis(),
    // Required of a person; a company (personneMorale, raisonSociale) has none (issue 74, ADR 115): see below.
    prenom: texte(),
    nomJeuneFille: texte(),
    sexe: choix(SEXES, "Non définit"),
    lieuNaissance: texte(),
    cpNaissance: codePostal(),
    naissance: dateNaissance(),
    nom2: texte(),
    numEdf: texte(),
    numEnedis: texte(),
    adresse: texte(),
    codePostal: codePostal(),
    ville: texte(),
    adresseFiscale: texte(),
    codePostalFiscale: codePostal(),
    villeFiscale: texte(),
    adresseDefaut: choixRequis(ADRESSE_DEFAUT),
    mailPerso: email(),
    mailPro: email(),
    mailDefaut: choixRequis(MAIL_DEFAUT),
    fixePerso: texte(),
    fixePro: texte(),
    mobilePerso: texte(),
    mobilePro: texte(),
    telDefaut: choixRequis(TEL_DEFAUT),
    creationPOI: date(),
    dateDepotPOI: date(),
    numSiret: siret(),
    // A legal person (SCI, company): six-year unfurnished leases (loi n° 89-462, art. 10; issue 73).
    personneMorale: booleen(),
    // A company's name: every print names the owner by it, never « Monsieur » (issue 74, ADR 115).
    raisonSociale: texte(),
    mariage: idOptionnel(),
    // The owner's bank details for payouts and the reserve kept back at each (issue 38).
    iban: iban(),
    bic: bic(),
    reserve: parDefaut(montant(), 0),
  })
  .superRefine((c, ctx) => {
    if (!c.personneMorale && !c.raisonSociale && !c.prenom)
      ctx.addIssue({ code: "custom", path: ["prenom"], message: MSG.requis });
  });
