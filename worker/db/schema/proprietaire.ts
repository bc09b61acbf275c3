import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cents, date, id } from "./_columns";
import { Client } from "./client";

// The owner's account (issue "the owner's side"): what the agency owes each owner (mandant) of the rents it collects
// for them, less its fees, what it paid on their behalf and what it paid out to them. Append-only like the tenant's
// ledger (ADR 007): never updated, never deleted; a correction is an "annulation" entry naming the entry it reverses.
// Written by the business events themselves, in their own transaction (a tenant's payment, its reversal, an expense
// paid by the agency, an instalment settled on the account, a payout validated).

export const TYPES_ECRITURE_PROPRIETAIRE = [
  "loyer",
  "honoraires",
  // The landlord's share of a lease's letting fees (issue 60), debited by shares at the lease's start.
  "honorairesLocation",
  "depense",
  "acompte",
  "reversement",
  "annulation",
  // Issue 61: the owner's balance held by the agency at the cut-over day of an import (credit: owed to the owner).
  "reprise",
] as const;
export type TypeEcritureProprietaire = (typeof TYPES_ECRITURE_PROPRIETAIRE)[number];

export const EcritureProprietaire = sqliteTable(
  "EcritureProprietaire",
  {
    id: id(),
    // No cascade: an owner with entries is never deleted with them (money records outlive the records they name).
    ClientId: integer("ClientId")
      .notNull()
      .references(() => Client.id),
    type: text("type", { enum: TYPES_ECRITURE_PROPRIETAIRE }).notNull(),
    /** The value date: the payment's date, the expense's date, the payout's date. */
    date: date("date").notNull(),
    libelle: text("libelle").notNull(),
    debit: cents("debit").notNull().default(0),
    credit: cents("credit").notNull().default(0),
    /** For a fee: the VAT included in the debit (HT = debit - tva). */
    tva: cents("tva").notNull().default(0),
    /** A debit that is neither a fee nor a payout: its nature (issue 60), which the 2044 and the documents read. */
    natureCharge: text("natureCharge"),
    /** Plain ids, no foreign keys: the entry stays whatever becomes of the record it came from. */
    AppartementId: integer("AppartementId"),
    DossierId: integer("DossierId"),
    PaiementId: integer("PaiementId"),
    QuitanceId: integer("QuitanceId"),
    IntendanceId: integer("IntendanceId"),
    AccompteId: integer("AccompteId"),
    ReversementId: integer("ReversementId"),
    /** An "annulation": the entry it reverses (once only, held by the unique index below). */
    annuleId: integer("annuleId"),
    motif: text("motif"),
    // Who wrote it: a user's e-mail, "locataire" (the e-mailed link) or "système" (a job).
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [
    index("EcritureProprietaire_ClientId_idx").on(t.ClientId, t.date, t.id),
    index("EcritureProprietaire_date_idx").on(t.date),
    index("EcritureProprietaire_PaiementId_idx").on(t.PaiementId),
    // The delete rules of apartments and missions (ADR 038): an entry naming one keeps it from being deleted.
    index("EcritureProprietaire_AppartementId_idx").on(t.AppartementId),
    index("EcritureProprietaire_AccompteId_idx").on(t.AccompteId),
    // A payment reads its dossier's owner entries and guards its write by "none appended since" (issue 43): without
    // this, both scanned the whole table, so each payment cost more as the agency's entries grew.
    index("EcritureProprietaire_DossierId_idx").on(t.DossierId, t.id),
    // An entry is reversed at most once, whatever parallel requests do.
    uniqueIndex("EcritureProprietaire_annule_uq").on(t.annuleId).where(sql`"annuleId" is not null`),
    // A payout line is written to its owner's account once (ADR 032), whatever parallel validations do.
    uniqueIndex("EcritureProprietaire_reversement_uq")
      .on(t.ReversementId, t.ClientId)
      .where(sql`"ReversementId" is not null`),
  ],
);
