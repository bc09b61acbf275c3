import { sqliteTable, text, integer, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, cents, date, id } from "./_columns";
import { Dossier } from "./dossier";
import { LigneBancaire } from "./banque";

// Issue 77: the housing aid (APL, ALS, ALF) on a lease, paid to the agency in tiers payant (CCH L.842-1). One row
// per month it changes from: an amount that changes is a new row from its month, the former kept for the past
// terms, so a term's expected aid is always the row in force on its month. The unique index holds one row per lease
// and first month, even in parallel: a second PUT of the same month replaces that row (upsert), never a duplicate.
export const AideLogement = sqliteTable(
  "AideLogement",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    /** "CAF" or "MSA". */
    organisme: text("organisme").notNull(),
    numeroAllocataire: text("numeroAllocataire").notNull(),
    /** "APL", "ALS" or "ALF". */
    type: text("type").notNull(),
    tiersPayant: bool("tiersPayant").notNull(),
    montantMensuel: cents("montantMensuel").notNull(),
    /** First day in force, YYYY-MM-01 (the aid is monthly). */
    depuis: date("depuis").notNull(),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [uniqueIndex("AideLogement_dossier_depuis_uq").on(t.DossierId, t.depuis)],
);

// The declaration of an unpaid rent to the CAF (R.824-1), recorded by staff: one per lease and day of constitution.
export const DeclarationImpayeCaf = sqliteTable(
  "DeclarationImpayeCaf",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    dateConstitution: date("dateConstitution").notNull(),
    declareLe: date("declareLe").notNull(),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [uniqueIndex("DeclarationImpayeCaf_uq").on(t.DossierId, t.dateConstitution)],
);

// A tenant's share of an organisme's transfer, recorded as a payment « CAF » (item 2): the unique index says a
// share of one transfer is paid once, even when the same detail is pasted twice or in parallel.
export const VersementAide = sqliteTable(
  "VersementAide",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    numeroAllocataire: text("numeroAllocataire").notNull(),
    /** The month of aid it pays, YYYY-MM. */
    mois: text("mois").notNull(),
    montant: cents("montant").notNull(),
    /** The transfer it belongs to: its bank line's reference, or the day and total typed. */
    virement: text("virement").notNull(),
    /** The bank-statement line of the transfer, when the split was made from it (matched by it). */
    LigneBancaireId: integer("LigneBancaireId").references(() => LigneBancaire.id, {
      onDelete: "set null",
    }),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [uniqueIndex("VersementAide_uq").on(t.virement, t.numeroAllocataire, t.mois)],
);

// An aid the organisme paid too much and takes back (trop-perçu, item 2): money leaving the trust account, so a
// payment out under the two-person rule (prepared by one, validated by another admin or comptable), never a negative
// aid. The unique index holds one per lease, organisme and month (a double submission is a 409); the validation is
// one conditional batch keyed by `cle`: the tenant's account is debited once, whatever parallel requests do.
export const TropPercuAide = sqliteTable(
  "TropPercuAide",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    organisme: text("organisme").notNull(),
    numeroAllocataire: text("numeroAllocataire").notNull(),
    /** The month of aid taken back, YYYY-MM. */
    mois: text("mois").notNull(),
    montant: cents("montant").notNull(),
    motif: text("motif").notNull(),
    statut: text("statut", { enum: ["a_valider", "rembourse"] }).notNull(),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt").notNull(),
    /** The day the transfer to the organisme was validated, and by whom (never the author). */
    rembourseLe: date("rembourseLe"),
    validePar: text("validePar"),
    /** The validating request's key: its ledger entry is written only by the request that validated. */
    cle: text("cle"),
  },
  (t) => [uniqueIndex("TropPercuAide_uq").on(t.DossierId, t.organisme, t.mois)],
);
