import { z } from "zod";
import { choix, choixRequis, date, email, idOptionnel, texte, texteRequis } from "./fields";
import { ADRESSE_DEFAUT, MAIL_DEFAUT, SEXES, TEL_DEFAUT, TITRES } from "./enums";

// adresseDefaut / mailDefaut / telDefaut name WHICH field is the owner's default (see docs/topics/api-conventions.md).
export const clientSchema = z.object({
  titre: choix(TITRES, "Monsieur"),
  nom: texteRequis(),
  prenom: texteRequis(),
  nomJeuneFille: texte(),
  sexe: choix(SEXES, "Non définit"),
  lieuNaissance: texte(),
  cpNaissance: texte(),
  naissance: date(),
  nom2: texte(),
  numEdf: texte(),
  numEnedis: texte(),
  adresse: texte(),
  codePostal: texte(),
  ville: texte(),
  adresseFiscale: texte(),
  codePostalFiscale: texte(),
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
  numSiret: texte(),
  mariage: idOptionnel(),
});
