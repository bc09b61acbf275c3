import { z } from "zod";
import { booleen, choix, date, emailRequis, idOptionnel, texte, texteRequis } from "./fields";
import { TITRES } from "./enums";

export const cautionSchema = z.object({
  DossierId: idOptionnel(),
  titre: choix(TITRES, "Monsieur"),
  nom: texteRequis(),
  prenom: texteRequis(),
  lieuNaissance: texte(),
  naissance: date(),
  adresse: texte(),
  ville: texte(),
  cp: texte(),
  mail: emailRequis(),
  mobile: texteRequis(),
  // Joint and several (default) or simple: the deed's renunciation of discussion and division (C. civ. art. 2297).
  cautionSolidaire: booleen(true),
  dateCautionSolidaire: date(),
  retourCautionSolidaire: date(),
  signatureCautionSolidaire: date(),
  complement: texte(),
});
