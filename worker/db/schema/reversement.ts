import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cents, date, id } from "./_columns";

// The owners' payouts (issue 38, part 3, ADR 032): a batch prepared as a draft, its SEPA credit transfer file, then
// validated, which writes one `reversement` debit per line on the owner's account. The lines copy what the file
// says (name, IBAN, BIC, amount) when prepared; the clients are plain ids (a payout outlives what it names).

export const STATUTS_REVERSEMENT = ["brouillon", "valide"] as const;
export type StatutReversement = (typeof STATUTS_REVERSEMENT)[number];

export const Reversement = sqliteTable(
  "Reversement",
  {
    id: id(),
    /** The batch date: the transfers' requested execution date and the date of the account entries. */
    date: date("date").notNull(),
    statut: text("statut", { enum: STATUTS_REVERSEMENT }).notNull().default("brouillon"),
    total: cents("total").notNull().default(0),
    /** The owners left out and why: JSON [{ ClientId, nom, motif }], written by the batch's own SQL. */
    ecartes: text("ecartes").notNull().default("[]"),
    /** A key of the creating request, for the statements of its batch to find the row they made. */
    cle: text("cle").notNull(),
    auteur: text("auteur").notNull(),
    valideAt: text("valideAt"),
    validePar: text("validePar"),
    createdAt: text("createdAt").notNull(),
    /** The SEPA file as first issued after validation, served again byte for byte (issue 59: money leaves once). */
    fichierSepa: text("fichierSepa"),
  },
  (t) => [uniqueIndex("Reversement_cle_uq").on(t.cle), index("Reversement_date_idx").on(t.date)],
);

export const LigneReversement = sqliteTable(
  "LigneReversement",
  {
    id: id(),
    ReversementId: integer("ReversementId")
      .notNull()
      .references(() => Reversement.id, { onDelete: "cascade" }),
    ClientId: integer("ClientId").notNull(),
    /** The batch's date, copied: an owner is in one batch of a date at most (the unique index below). */
    date: date("date").notNull(),
    montant: cents("montant").notNull(),
    nom: text("nom").notNull(),
    iban: text("iban").notNull(),
    bic: text("bic"),
  },
  (t) => [
    uniqueIndex("LigneReversement_client_date_uq").on(t.ClientId, t.date),
    index("LigneReversement_ReversementId_idx").on(t.ReversementId),
  ],
);
