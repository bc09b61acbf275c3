import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { date } from "./_columns";

// Moving an agency in (issue 61): one row an import, and the records it created (what its undo removes while
// nothing else refers to them). The records themselves keep their `reference` (the identifier in the old
// software), by which a second import of the same file finds them again.

export const STATUTS_IMPORT = ["en_cours", "termine", "echoue", "annulation", "annule"] as const;
export type StatutImport = (typeof STATUTS_IMPORT)[number];

/** An import's opening balances (issue 74 item 4, ADR 113): waiting for a second person, then confirmed. */
export const STATUTS_SOLDES_IMPORT = ["a_verifier", "confirme"] as const;

export const Import = sqliteTable(
  "Import",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /**
     * en_cours (the edge's queue is writing it: nothing visible yet), termine, echoue (nothing written), annulation
     * (its undo is running, in one transaction: only then may its opening balances be deleted, a trigger checks it),
     * annule.
     */
    statut: text("statut", { enum: STATUTS_IMPORT }).notNull().default("en_cours"),
    /** The cut-over day: the opening balances' date, and terms are generated from its month on. */
    dateReprise: date("dateReprise").notNull(),
    /** The files' names, JSON array. */
    fichiers: text("fichiers").notNull().default("[]"),
    /** Counts by sheet, JSON: { Proprietaires: 12, ... }. */
    crees: text("crees").notNull().default("{}"),
    misAJour: text("misAJour").notNull().default("{}"),
    /** Progress on the edge: rows to write and rows written. */
    lignesTotal: integer("lignesTotal").notNull().default(0),
    lignesEcrites: integer("lignesEcrites").notNull().default(0),
    /** A failed import's faults, JSON array of { feuille, ligne, colonne, message }. */
    erreurs: text("erreurs"),
    /** The edge: where the uploaded file waits in R2 while the queue writes it; removed at the end. */
    cle: text("cle"),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
    termineAt: text("termineAt"),
    annuleAt: text("annuleAt"),
    annulePar: text("annulePar"),
    /**
     * null: no opening balance; a_verifier: its balances are held apart (trust check, payouts) until an admin or
     * comptable other than its author confirms them; confirme (by whom, when) set by one conditional update.
     */
    soldes: text("soldes", { enum: STATUTS_SOLDES_IMPORT }),
    soldesConfirmesPar: text("soldesConfirmesPar"),
    soldesConfirmesAt: text("soldesConfirmesAt"),
    /**
     * The delay mode of a one-admin agency (ADR 132): when the owners were told their balances count (confirme by
     * nobody, at this instant) unless one objects first; null until they are told.
     */
    soldesComptentApres: text("soldesComptentApres"),
    /** An owner's objection (from its space, or recorded by staff): the delay no longer applies. */
    soldesContestesAt: text("soldesContestesAt"),
    soldesContestesPar: text("soldesContestesPar"),
    soldesContestesMotif: text("soldesContestesMotif"),
  },
  (t) => [index("Import_createdAt_idx").on(t.createdAt)],
);

export const ENTITES_IMPORT = [
  "Client",
  "Appartement",
  "Locataire",
  "Dossier",
  "Caution",
  "Mission",
] as const;
export type EntiteImport = (typeof ENTITES_IMPORT)[number];

/** A record an import created (not the ones it updated): a record is created by one import at most. */
export const ImportElement = sqliteTable(
  "ImportElement",
  {
    ImportId: integer("ImportId")
      .notNull()
      .references(() => Import.id, { onDelete: "cascade" }),
    entite: text("entite", { enum: ENTITES_IMPORT }).notNull(),
    entiteId: integer("entiteId").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entite, t.entiteId] }),
    index("ImportElement_ImportId_idx").on(t.ImportId),
  ],
);
