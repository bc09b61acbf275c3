import { sql } from "drizzle-orm";
import { sqliteTable, text, integer, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, cents, bool, date } from "./_columns";
import { Dossier } from "./dossier";

// The tenant's account (ADR 007). Both tables are append-only: the migration adds triggers that refuse any UPDATE,
// and any DELETE while the dossier still exists; a dossier with entries is never deleted (ADR 038: archived). A
// correction is a new entry. Term ids are plain integers, not foreign keys: a term removed leaves its entries,
// which the removal balances with a reversing entry.

/** Money received for a dossier, as staff (or the tenant's declaration) recorded it. */
export const Paiement = sqliteTable(
  "Paiement",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    // The term it was paid for (settled first); the rest goes to the oldest open terms, then stays as a credit.
    QuitanceId: integer("QuitanceId"),
    montant: cents("montant").notNull(),
    date: date("date").notNull(),
    mode: text("mode").notNull(),
    reference: text("reference"),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
    /**
     * Whether what it settles goes to the owners' accounts (ADR 031): every payment recorded since the owner's
     * account exists (its one insert sets it: paiements.ts); false, the column's default, for the payments recorded
     * before the column was added, which the owners were paid outside the software: a later replay of their
     * dossier must never credit them again.
     */
    versProprietaires: bool("versProprietaires").notNull().default(false),
  },
  (t) => [
    index("Paiement_DossierId_idx").on(t.DossierId),
    // The dashboard's money collected per month: a range of dates read from the index alone.
    index("Paiement_date_idx").on(t.date, t.montant),
  ],
);

export const TYPES_ECRITURE = [
  "echeance",
  "paiement",
  "annulation",
  "ajustement",
  "regularisation",
  // The move-in charges (issue 39 item 8): the deposit and the tenant's share of the letting fees, at the lease's start.
  "depot",
  "honorairesLocation",
  // Issue 61: the tenant's balance at the cut-over day of an import (debit: owed; credit: in credit), and the deposit
  // the agency already held then; neither is a payment nor on a receipt.
  "reprise",
  "depotDetenu",
] as const;

/** One line of the tenant's account: a term due (debit), money in (credit), a payment reversed (debit), a remise. */
export const Ecriture = sqliteTable(
  "Ecriture",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    type: text("type", { enum: TYPES_ECRITURE }).notNull(),
    // The value date: a term's first day, a payment's date, the day of a reversal or adjustment.
    date: date("date").notNull(),
    libelle: text("libelle").notNull(),
    debit: cents("debit").notNull().default(0),
    credit: cents("credit").notNull().default(0),
    QuitanceId: integer("QuitanceId"),
    PaiementId: integer("PaiementId").references(() => Paiement.id, { onDelete: "cascade" }),
    motif: text("motif"),
    // Who wrote it: a user's e-mail, "locataire" (the e-mailed link) or "système" (the monthly job, the migration).
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [
    index("Ecriture_DossierId_idx").on(t.DossierId, t.id),
    index("Ecriture_QuitanceId_idx").on(t.QuitanceId),
    // A payment is reversed at most once, whatever parallel requests do.
    uniqueIndex("Ecriture_annulation_uq").on(t.PaiementId).where(sql`"type" = 'annulation'`),
    index("Ecriture_date_idx").on(t.type, t.date),
  ],
);

/**
 * A closed financial year (issue 59, "books that stay closed"): once its FEC is handed over, an admin closes it and
 * the database's triggers refuse any money write dated in it (payments, terms, adjustments, owner entries).
 */
export const ExerciceClos = sqliteTable("ExerciceClos", {
  exercice: integer("exercice").primaryKey(),
  closAt: text("closAt").notNull(),
  closPar: text("closPar").notNull(),
});
