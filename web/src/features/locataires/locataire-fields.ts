import type { LocataireRead } from "@/api/types";
import { options, type FieldDef, type ValuesOf } from "@/components/record-fields";
import { LIBELLES_STATUT_LOCATAIRE, STATUTS_LOCATAIRE } from "@worker/domain/garanties/statuts";

const MAIN = "Titulaire";
const SECOND = "Second titulaire";
const MINOR = "Mineur";

const TITRES = options("Monsieur", "Madame", "Mademoiselle");
type Values = ValuesOf<LocataireRead>;
const second = (v: Values) => !!v.secondTitulaire;
const mineur = (v: Values) => !!v.mineur;
/** A second-holder or minor field: shown and (when `req`) required only once its section is switched on. */
const part =
  (when: (v: Values) => boolean, section: string) =>
  (f: Omit<FieldDef<LocataireRead>, "section">, req = false): FieldDef<LocataireRead> => ({
    ...f,
    section,
    visibleIf: when,
    ...(req ? { requiredIf: when } : {}),
  });
const s2 = part(second, SECOND);
const m = part(mineur, MINOR);

export const locataireFields: FieldDef<LocataireRead>[] = [
  { name: "rp", label: "Résidence principale", type: "bool", defaultValue: true, section: MAIN },
  { name: "quitanceAuto", label: "Quittance automatique", type: "bool", section: MAIN },
  {
    name: "titre",
    label: "Titre",
    type: "select",
    options: TITRES,
    defaultValue: "Monsieur",
    section: MAIN,
  },
  { name: "nom", label: "Nom", required: true, section: MAIN },
  { name: "prenom", label: "Prénom", required: true, section: MAIN },
  { name: "nomJeuneFille", label: "Nom de jeune fille", section: MAIN },
  { name: "naissance", label: "Date de naissance", type: "date", section: MAIN },
  // Issue 78: a student or an apprentice may have a guarantor beside a GLI (loi 89-462 art. 22-1).
  {
    name: "statut",
    label: "Situation",
    type: "select",
    options: STATUTS_LOCATAIRE.map((value) => ({ value, label: LIBELLES_STATUT_LOCATAIRE[value] })),
    section: MAIN,
  },
  { name: "lieuNaissance", label: "Lieu de naissance", section: MAIN },
  { name: "mail", label: "E-mail", type: "email", required: true, section: MAIN },
  { name: "mail2", label: "E-mail secondaire", type: "email", section: MAIN },
  { name: "tel", label: "Téléphone", type: "tel", required: true, section: MAIN },
  { name: "tel2", label: "Téléphone secondaire", type: "tel", section: MAIN },
  { name: "adresse", label: "Adresse", required: true, section: MAIN, wide: true },
  { name: "codePostal", label: "Code postal", required: true, section: MAIN },
  { name: "ville", label: "Ville", required: true, section: MAIN },
  { name: "secondTitulaire", label: "Second titulaire", type: "bool", section: SECOND, full: true },
  s2({
    name: "autreTitre",
    label: "Titre",
    type: "select",
    options: TITRES,
    defaultValue: "Madame",
  }),
  s2({ name: "autreNom", label: "Nom" }, true),
  s2({ name: "autrePrenom", label: "Prénom" }, true),
  s2({ name: "autreNomJeuneFille", label: "Nom de jeune fille" }),
  s2({ name: "autreNaissance", label: "Date de naissance", type: "date" }),
  s2({ name: "autreLieuNaissance", label: "Lieu de naissance" }),
  s2({ name: "autreMail", label: "E-mail", type: "email" }, true),
  s2({ name: "autreTel", label: "Téléphone", type: "tel" }, true),
  s2({ name: "autreTel2", label: "Téléphone secondaire", type: "tel" }),
  { name: "mineur", label: "Mineur", type: "bool", section: MINOR, full: true },
  m({
    name: "mineurTitre",
    label: "Titre",
    type: "select",
    options: TITRES,
    defaultValue: "Monsieur",
  }),
  m({ name: "mineurNom", label: "Nom" }, true),
  m({ name: "mineurPrenom", label: "Prénom" }, true),
  m({ name: "mineurNaissance", label: "Date de naissance", type: "date" }),
  m({ name: "mineurLieuNaissance", label: "Lieu de naissance" }),
  m({ name: "mineurMail", label: "E-mail", type: "email" }, true),
  m({ name: "mineurTel", label: "Téléphone", type: "tel" }, true),
];
