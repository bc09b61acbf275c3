import { sql } from "drizzle-orm";
import { sqliteTable, text, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, bool, date, timestamps } from "./_columns";
import { STATUTS_LOCATAIRE } from "../../domain/garanties/statuts";

export const Locataire = sqliteTable(
  "Locataire",
  {
    id: id(),
    rp: bool("rp").notNull().default(true),
    quitanceAuto: bool("quitanceAuto").notNull().default(false),
    titre: text("titre").notNull().default("Monsieur"),
    nom: text("nom").notNull(),
    prenom: text("prenom").notNull(),
    nomJeuneFille: text("nomJeuneFille"),
    adresse: text("adresse"),
    codePostal: text("codePostal"),
    ville: text("ville"),
    naissance: date("naissance"),
    lieuNaissance: text("lieuNaissance"),
    mail: text("mail"),
    mail2: text("mail2"),
    tel: text("tel"),
    tel2: text("tel2"),
    secondTitulaire: bool("secondTitulaire").notNull().default(false),
    autreTitre: text("autreTitre"),
    autreNom: text("autreNom"),
    autrePrenom: text("autrePrenom"),
    autreNomJeuneFille: text("autreNomJeuneFille"),
    autreNaissance: date("autreNaissance"),
    autreLieuNaissance: text("autreLieuNaissance"),
    autreMail: text("autreMail"),
    autreTel: text("autreTel"),
    autreTel2: text("autreTel2"),
    mineur: bool("mineur").notNull().default(false),
    mineurTitre: text("mineurTitre"),
    mineurNom: text("mineurNom"),
    mineurPrenom: text("mineurPrenom"),
    mineurNaissance: date("mineurNaissance"),
    mineurLieuNaissance: text("mineurLieuNaissance"),
    mineurMail: text("mineurMail"),
    mineurTel: text("mineurTel"),
    /** The tenant's situation (issue 78): a student or an apprentice may have a guarantor beside a GLI (loi 89-462 art. 22-1). */
    statut: text("statut", { enum: STATUTS_LOCATAIRE }),
    // The Paris day its personal data was anonymised (services/rgpd): null while it is kept.
    anonymiseLe: date("anonymiseLe"),
    /** The record's identifier in the software the agency came from (issue 61): a re-import finds it by this. */
    reference: text("reference"),
    ...timestamps,
  },
  (t) => [
    index("Locataire_nom_idx").on(t.nom),
    uniqueIndex("Locataire_reference_uq").on(t.reference).where(sql`"reference" is not null`),
  ],
);
