import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, cents, date, id, timestamps } from "./_columns";
import { Dossier } from "./dossier";
import { Paiement } from "./compte";
import { STATUTS_LIGNE_BANCAIRE as STATUTS_LIGNE } from "../../domain/banque/statuts";

// Bank statements (issue "bank statements"): the agency's accounts where rents arrive, the statements imported and
// their lines. A line is matched to a dossier (it becomes a Paiement of the tenant's ledger), set aside, or waits.

/** An account of the agency, named by the number its statements carry (ADR 043: an IBAN when one can be built). */
export const CompteBancaire = sqliteTable(
  "CompteBancaire",
  {
    id: id(),
    libelle: text("libelle").notNull(),
    /** The normalised number (an IBAN when it can be built, else the file's own); null: an account the user named. */
    numero: text("numero"),
    /** The CSV column profile last used for this account (JSON), so that the next export reads the same way. */
    profilCsv: text("profilCsv"),
    /** The trust account (compte séquestre) where rents and deposits arrive: the représentation des fonds reads it. */
    sequestre: bool("sequestre").notNull().default(false),
    ...timestamps,
  },
  // One account per number, whatever parallel imports do; accounts without number are as many as the user makes.
  (t) => [uniqueIndex("CompteBancaire_numero_uq").on(t.numero)],
);

/** One statement imported: its period and balances as the file states them. */
export const ReleveBancaire = sqliteTable(
  "ReleveBancaire",
  {
    id: id(),
    compteId: integer("compteId")
      .notNull()
      .references(() => CompteBancaire.id, { onDelete: "cascade" }),
    format: text("format").notNull(),
    nomFichier: text("nomFichier"),
    du: date("du"),
    au: date("au"),
    soldeInitial: cents("soldeInitial"),
    soldeFinal: cents("soldeFinal"),
    lignes: integer("lignes").notNull().default(0),
    doublons: integer("doublons").notNull().default(0),
    /** An admin's explanation when the opening balance is not the previous statement's closing one (issue 59). */
    ruptureExpliquee: text("ruptureExpliquee"),
    auteur: text("auteur").notNull(),
    ...timestamps,
  },
  (t) => [index("ReleveBancaire_compte_idx").on(t.compteId, t.au)],
);

/** One movement of an account. Imported once: the same movement in a later file is a duplicate (empreinte). */
export const LigneBancaire = sqliteTable(
  "LigneBancaire",
  {
    id: id(),
    compteId: integer("compteId")
      .notNull()
      .references(() => CompteBancaire.id, { onDelete: "cascade" }),
    releveId: integer("releveId")
      .notNull()
      .references(() => ReleveBancaire.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    montant: cents("montant").notNull(),
    libelle: text("libelle").notNull(),
    reference: text("reference"),
    contrepartie: text("contrepartie"),
    mode: text("mode").notNull(),
    /** date|montant|libellé|référence|rang: the same movement of the same account, whichever file brings it. */
    empreinte: text("empreinte").notNull(),
    statut: text("statut", { enum: STATUTS_LIGNE }).notNull().default("à rapprocher"),
    DossierId: integer("DossierId").references(() => Dossier.id, { onDelete: "set null" }),
    QuitanceId: integer("QuitanceId"),
    PaiementId: integer("PaiementId").references(() => Paiement.id, { onDelete: "set null" }),
    motif: text("motif"),
    traitePar: text("traitePar"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("LigneBancaire_empreinte_uq").on(t.compteId, t.empreinte),
    index("LigneBancaire_statut_idx").on(t.statut, t.date),
    index("LigneBancaire_releve_idx").on(t.releveId),
    // A payment is the match of one line at most.
    uniqueIndex("LigneBancaire_paiement_uq").on(t.PaiementId).where(sql`"PaiementId" is not null`),
  ],
);

/** A bank label confirmed for a dossier: the next line carrying it is suggested for that dossier. */
export const LibelleAppris = sqliteTable(
  "LibelleAppris",
  {
    id: id(),
    /** The label reduced to its words (no dates, amounts or numbers), as suggestions compare it. */
    cle: text("cle").notNull(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    fois: integer("fois").notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex("LibelleAppris_uq").on(t.cle, t.DossierId)],
);
