import { sqliteTable, text, integer, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, cents, date } from "./_columns";
import { Dossier } from "./dossier";
import { Ecriture } from "./compte";

// The yearly charges regularisation of a dossier (ADR 025): the provisions called over a period against the actual
// charges by category, and the balance written to the tenant's account. Written once, in one transaction with its
// lines and its ledger entry; never changed (a mistake is corrected by an entry on the account).

export const Regularisation = sqliteTable(
  "Regularisation",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    du: date("du").notNull(),
    au: date("au").notNull(),
    // The day it was made (Paris): the ledger entry's date, and what "more than a year late" is measured on.
    date: date("date").notNull(),
    // The charges of the terms whose period lies within du..au.
    provisions: cents("provisions").notNull(),
    // The actual charges: the sum of the lines.
    reel: cents("reel").notNull(),
    // reel - provisions: positive, the tenant owes it (a debit); negative, it is refunded (a credit).
    solde: cents("solde").notNull(),
    // The suggested new monthly provision: reel over the period's months, to the cent.
    nouvelleProvision: cents("nouvelleProvision").notNull(),
    // The account's line of the balance; null when the balance is zero (nothing written).
    EcritureId: integer("EcritureId").references(() => Ecriture.id, { onDelete: "set null" }),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [
    // One regularisation per dossier and period, whatever parallel requests do (a double submit is a 409).
    uniqueIndex("Regularisation_periode_uq").on(t.DossierId, t.du, t.au),
  ],
);

/** One category of actual charges: the amount charged to the tenant, and the lot's share as staff wrote it. */
export const RegularisationCharge = sqliteTable(
  "RegularisationCharge",
  {
    id: id(),
    RegularisationId: integer("RegularisationId")
      .notNull()
      .references(() => Regularisation.id, { onDelete: "cascade" }),
    categorie: text("categorie").notNull(),
    montant: cents("montant").notNull(),
    // "125/1000", "12 %": shown on the letter; the amount is already the lot's part.
    quotePart: text("quotePart"),
  },
  (t) => [index("RegularisationCharge_RegularisationId_idx").on(t.RegularisationId)],
);
