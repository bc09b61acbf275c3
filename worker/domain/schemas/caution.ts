import { z } from "zod";
import {
  booleen,
  choix,
  codePostal,
  date,
  dateNaissance,
  emailRequis,
  idOptionnel,
  texte,
  texteRequis,
} from "./fields";
import { TITRES } from "./enums";

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
});
