import { z } from "zod";
import {
  booleen,
  choix,
  codePostal,
  date,
  dateNaissance,
  emailRequis,
  entier,
  idOptionnel,
  montant,
  texte,
  texteRequis,
} from "./fields";
import { TITRES } from "./enums";

export const DUREE_ENGAGEMENT_MAX = 120;
export const MSG_MONTANT_MAXIMUM = "Le montant maximum de l'engagement doit être supérieur à zéro.";
export const MSG_DUREE_ENGAGEMENT = `La durée de l'engagement est un nombre entier de mois, de 1 à ${DUREE_ENGAGEMENT_MAX}.`;

export const cautionSchema = z.object({
  DossierId: idOptionnel(),
  titre: choix(TITRES, "Monsieur"),
  nom: texteRequis(),
  prenom: texteRequis(),
  lieuNaissance: texte(),
  naissance: dateNaissance(),
  adresse: texte(),
  ville: texte(),
  cp: codePostal(),
  mail: emailRequis(),
  mobile: texteRequis(),
  // Simple unless entered joint and several (issue 39: never solidaire by default): the deed's renunciation of
  // discussion and division (C. civ. art. 2297), the lease's "Caution simple" / "Caution solidaire".
  cautionSolidaire: booleen(false),
  dateCautionSolidaire: date(),
  retourCautionSolidaire: date(),
  signatureCautionSolidaire: date(),
  complement: texte(),
  // C. civ. art. 2297: the maximum (euros) and the duration (months, 1 to 120) of the commitment, printed on the deed
  // in figures and in words; empty, the deed takes the lease's term and its months of rent and charges.
  montantMaximum: montant().refine((v) => v == null || v > 0, MSG_MONTANT_MAXIMUM),
  dureeEngagement: entier(1, DUREE_ENGAGEMENT_MAX, MSG_DUREE_ENGAGEMENT),
});
