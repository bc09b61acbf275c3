import { z } from "zod";
import {
  MSG,
  booleen,
  choix,
  choixOptionnel,
  codePostalRequis,
  dateNaissance,
  email,
  emailRequis,
  texte,
  texteRequis,
} from "./fields";
import { TITRES } from "./enums";
import { STATUTS_LOCATAIRE } from "../garanties/statuts";

const requiredWhen =
  (flag: "secondTitulaire" | "mineur", fields: string[]) =>
  (l: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (!l[flag]) return;
    for (const f of fields)
      if (l[f] == null) ctx.addIssue({ code: "custom", path: [f], message: MSG.requis });
  };

export const locataireSchema = z
  .object({
    rp: booleen(true),
    quitanceAuto: booleen(false),
    titre: choix(TITRES, "Monsieur"),
    nom: texteRequis(),
    prenom: texteRequis(),
    nomJeuneFille: texte(),
    adresse: texteRequis(),
    codePostal: codePostalRequis(),
    ville: texteRequis(),
    naissance: dateNaissance(),
    lieuNaissance: texte(),
    mail: emailRequis(),
    mail2: email(),
    tel: texteRequis(),
    tel2: texte(),
    secondTitulaire: booleen(false),
    autreTitre: choix(TITRES, "Madame").nullish(),
    autreNom: texte(),
    autrePrenom: texte(),
    autreNomJeuneFille: texte(),
    autreNaissance: dateNaissance(),
    autreLieuNaissance: texte(),
    autreMail: email(),
    autreTel: texte(),
    autreTel2: texte(),
    mineur: booleen(false),
    mineurTitre: choix(TITRES, "Monsieur").nullish(),
    mineurNom: texte(),
    mineurPrenom: texte(),
    mineurNaissance: dateNaissance(),
    mineurLieuNaissance: texte(),
    mineurMail: email(),
    mineurTel: texte(),
    statut: choixOptionnel(STATUTS_LOCATAIRE),
  })
  .superRefine(
    requiredWhen("secondTitulaire", ["autreNom", "autrePrenom", "autreMail", "autreTel"]),
  )
  .superRefine(requiredWhen("mineur", ["mineurNom", "mineurPrenom", "mineurMail", "mineurTel"]));
