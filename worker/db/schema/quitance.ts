import { sql } from "drizzle-orm";
import { sqliteTable, text, integer, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, cents, bool, date, timestamps } from "./_columns";
import { Dossier } from "./dossier";
import { Appartement } from "./appartement";
import { Client } from "./client";
import { Locataire } from "./locataire";

export const Quitance = sqliteTable(
  "Quitance",
  {
    id: id(),
    // Public confirmation links carry this random UUID, never the id.
    uuid: text("uuid")
      .notNull()
      .$defaultFn(() => crypto.randomUUID()),
    numero: text("numero"),
    date: date("date").notNull(),
    dateFin: date("dateFin"),
    mois: text("mois").notNull(), // YYYY-MM of date: one receipt per dossier and month
    DossierId: integer("DossierId").references(() => Dossier.id, { onDelete: "cascade" }),
    AppartementId: integer("AppartementId").references(() => Appartement.id, {
      onDelete: "set null",
    }),
    ClientId: integer("ClientId").references(() => Client.id, { onDelete: "set null" }),
    LocataireId: integer("LocataireId").references(() => Locataire.id, { onDelete: "set null" }),
    prixHC: cents("prixHC").notNull().default(0),
    charge: cents("charge").notNull().default(0),
    relance: bool("relance").notNull().default(false),
    regle: bool("regle").notNull().default(false),
    statusInconu: bool("statusInconu").notNull().default(true),
    automatique: bool("automatique").notNull().default(false),
    // regle, montantRegle (what payments settle of it) and dateReglement (the date of the payment that completed
    // it, what a quittance states: loi 89-462 art. 21) are the term's state as the ledger gives it (services/compte),
    // kept here for lists; only the ledger's services write them.
    montantRegle: cents("montantRegle"),
    dateReglement: date("dateReglement"),
    // The tenant's answer from the e-mailed link (true: "payé"), with reponduAt: what staff see on the term.
    declaration: bool("declaration"),
    // The reminder stages already queued for this term (1, 2, 3), so the daily job never sends one twice.
    etapeRelance: integer("etapeRelance").notNull().default(0),
    // Reminders sent for this unpaid term; the guarantors are written to from the second one.
    nbRelances: integer("nbRelances").notNull().default(0),
    file: text("file"),
    // What the stored document shows (a digest of its data): a change of status or amounts makes the next
    // download build it again, so a term switched to paid downloads as a quittance.
    fileEmpreinte: text("fileEmpreinte"),
    reponduAt: text("reponduAt"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("Quitance_uuid_uq").on(t.uuid),
    uniqueIndex("Quitance_dossier_mois_uq").on(t.DossierId, t.mois),
    index("Quitance_AppartementId_idx").on(t.AppartementId),
    index("Quitance_ClientId_idx").on(t.ClientId),
    index("Quitance_LocataireId_idx").on(t.LocataireId),
    // The month's terms, and the dashboard's due per month read from the index alone (no row read per term).
    index("Quitance_mois_idx").on(t.mois, t.prixHC, t.charge),
    // The dashboard's arrears: only the terms not settled, with what they owe (a covering partial index).
    index("Quitance_impaye_idx")
      .on(t.date, t.prixHC, t.charge, t.montantRegle)
      .where(sql`"regle" = 0`),
    // A download finds its receipt by the stored key (its file name).
    index("Quitance_file_idx").on(t.file),
  ],
);
