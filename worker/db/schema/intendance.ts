import { sqliteTable, text, integer, real, index } from "drizzle-orm/sqlite-core";
import { id, cents, bool, date, timestamps } from "./_columns";
import { Appartement } from "./appartement";

// One table for both kinds the spec names: caretaking missions (nature "mission") and expenses ("depense").
export const Intendance = sqliteTable(
  "Intendance",
  {
    id: id(),
    nature: text("nature").notNull().default("mission"),
    AppartementId: integer("AppartementId").references(() => Appartement.id, {
      onDelete: "cascade",
    }),
    dateDepart: date("dateDepart"),
    dateFin: date("dateFin"),
    prix: cents("prix"),
    prixHT: cents("prixHT"),
    tva: real("tva"),
    regle: bool("regle").notNull().default(false),
    renouvele: bool("renouvele").notNull().default(false),
    ordreMission: text("ordreMission"),
    intitule: text("intitule"),
    date: date("date"),
    montant: cents("montant"),
    numFacture: text("numFacture"),
    mode: text("mode").notNull().default("Virement"),
    /** An expense the agency paid for the apartment's owners: debited on their accounts when marked paid. */
    payeParAgence: bool("payeParAgence").notNull().default(false),
    /** The expense's nature for the owner's documents and the 2044 (issue 60; worker/domain/gerance/natures.ts). */
    natureCharge: text("natureCharge").notNull().default("autre"),
    /** A caretaking mission's number in the register of mandates (Mandat); null for an expense. */
    numeroMandat: text("numeroMandat"),
    ...timestamps,
  },
  (t) => [
    index("Intendance_AppartementId_idx").on(t.AppartementId),
    index("Intendance_dateFin_idx").on(t.dateFin),
  ],
);
