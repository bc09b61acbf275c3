import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cents, date, id } from "./_columns";
import { Dossier } from "./dossier";

// Rents by SEPA direct debit (issue 41, ADR 041): the tenant's mandate (one active per dossier), then batches of
// debits prepared as drafts, their pain.008 file, validated, settled by the daily job on the debit date, and the
// lines the bank rejects. A line copies what the file says (RUM, IBAN, BIC, signature date) when prepared.

export const STATUTS_MANDAT_SEPA = ["actif", "revoque"] as const;

export const MandatSepa = sqliteTable(
  "MandatSepa",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    /** The unique mandate reference (RUM): at most 35 characters of the SEPA set. */
    rum: text("rum").notNull(),
    titulaire: text("titulaire").notNull(),
    iban: text("iban").notNull(),
    bic: text("bic"),
    dateSignature: date("dateSignature").notNull(),
    lieuSignature: text("lieuSignature").notNull(),
    statut: text("statut", { enum: STATUTS_MANDAT_SEPA }).notNull().default("actif"),
    revoqueAt: text("revoqueAt"),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt").notNull(),
  },
  (t) => [
    uniqueIndex("MandatSepa_rum_uq").on(t.rum),
    // One active mandate per dossier: a new one revokes the previous in the same batch.
    uniqueIndex("MandatSepa_actif_uq").on(t.DossierId).where(sql`"statut" = 'actif'`),
  ],
);

export const STATUTS_PRELEVEMENT = ["brouillon", "valide"] as const;

export const Prelevement = sqliteTable(
  "Prelevement",
  {
    id: id(),
    /** The debit date: the collection date of the file and the date of the payments recorded. */
    dateEcheance: date("dateEcheance").notNull(),
    statut: text("statut", { enum: STATUTS_PRELEVEMENT }).notNull().default("brouillon"),
    total: cents("total").notNull().default(0),
    /** The dossiers left out and why: JSON [{ DossierId, motif }], written by the batch's own SQL. */
    ecartes: text("ecartes").notNull().default("[]"),
    cle: text("cle").notNull(),
    auteur: text("auteur").notNull(),
    valideAt: text("valideAt"),
    validePar: text("validePar"),
    createdAt: text("createdAt").notNull(),
    /** The SEPA file as first issued after validation, served again byte for byte (issue 59: money leaves once). */
    fichierSepa: text("fichierSepa"),
  },
  (t) => [
    uniqueIndex("Prelevement_cle_uq").on(t.cle),
    index("Prelevement_date_idx").on(t.dateEcheance),
  ],
);

export const SEQUENCES_SEPA = ["FRST", "RCUR"] as const;

export const LignePrelevement = sqliteTable(
  "LignePrelevement",
  {
    id: id(),
    PrelevementId: integer("PrelevementId")
      .notNull()
      .references(() => Prelevement.id, { onDelete: "cascade" }),
    DossierId: integer("DossierId").notNull(),
    QuitanceId: integer("QuitanceId").notNull(),
    MandatSepaId: integer("MandatSepaId").notNull(),
    montant: cents("montant").notNull(),
    rum: text("rum").notNull(),
    titulaire: text("titulaire").notNull(),
    iban: text("iban").notNull(),
    bic: text("bic"),
    dateSignature: date("dateSignature").notNull(),
    sequence: text("sequence", { enum: SEQUENCES_SEPA }).notNull(),
    /** The ISO reason code of the bank's reject (AC04, MD06...), null while the line stands. */
    rejet: text("rejet"),
    rejeteAt: text("rejeteAt"),
    /** The payment the daily job recorded on the debit date. */
    PaiementId: integer("PaiementId"),
  },
  (t) => [
    // A term is in one batch at most unless that line was rejected: never collected twice.
    uniqueIndex("LignePrelevement_terme_uq").on(t.QuitanceId).where(sql`"rejet" is null`),
    index("LignePrelevement_PrelevementId_idx").on(t.PrelevementId),
    index("LignePrelevement_MandatSepaId_idx").on(t.MandatSepaId),
  ],
);
