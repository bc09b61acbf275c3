import { sql } from "drizzle-orm";
import { sqliteTable, text, integer, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, bool, cents, date, timestamps } from "./_columns";
import { Dossier } from "./dossier";

export const Caution = sqliteTable(
  "Caution",
  {
    id: id(),
    DossierId: integer("DossierId").references(() => Dossier.id, { onDelete: "set null" }),
    titre: text("titre").notNull().default("Monsieur"),
    nom: text("nom").notNull(),
    prenom: text("prenom").notNull(),
    lieuNaissance: text("lieuNaissance"),
    naissance: date("naissance"),
    adresse: text("adresse"),
    ville: text("ville"),
    cp: text("cp"),
    mail: text("mail").notNull(),
    mobile: text("mobile").notNull(),
    /** Joint and several (the caution renounces the benefits of discussion and division) or simple (C. civ. art. 2297). */
    cautionSolidaire: bool("cautionSolidaire").notNull().default(true),
    dateCautionSolidaire: date("dateCautionSolidaire"),
    retourCautionSolidaire: date("retourCautionSolidaire"),
    signatureCautionSolidaire: date("signatureCautionSolidaire"),
    complement: text("complement"),
    /** The guarantee's maximum in principal and accessories (C. civ. art. 2297); null: the lease's months x loyerTTC. */
    montantMaximum: cents("montantMaximum"),
    /** The guarantee's duration in months from the lease's start; null: the lease's term. */
    dureeEngagement: integer("dureeEngagement"),
    acteCautionnementSigned: text("acteCautionnementSigned"),
    /** The record's identifier in the software the agency came from (issue 61): a re-import finds it by this. */
    reference: text("reference"),
    ...timestamps,
  },
  (t) => [
    index("Caution_DossierId_idx").on(t.DossierId),
    uniqueIndex("Caution_reference_uq").on(t.reference).where(sql`"reference" is not null`),
  ],
);
