import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cents, date, id, timestamps } from "./_columns";
import { Dossier } from "./dossier";

// One applied IRL revision of a dossier's rent (loi 89-462 art. 17-1, ADR 024): what it moved from and to, on which
// indices, from which day. UNIQUE(DossierId, dateRevision): a year's revision is applied once, even by two parallel
// requests (the second gets a 409). The row is the letter's data, so the letter can be made again at any time.
export const RevisionLoyer = sqliteTable(
  "RevisionLoyer",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    /** The lease's revision date (its anniversary) this revision is for. */
    dateRevision: date("dateRevision").notNull(),
    /** The day it was claimed, and takes effect (never before). */
    dateEffet: date("dateEffet").notNull(),
    ancienLoyer: cents("ancienLoyer").notNull(),
    nouveauLoyer: cents("nouveauLoyer").notNull(),
    /** "2024-T3". */
    trimestreReference: text("trimestreReference").notNull(),
    indiceReference: real("indiceReference").notNull(),
    nouveauTrimestre: text("nouveauTrimestre").notNull(),
    nouvelIndice: real("nouvelIndice").notNull(),
    auteur: text("auteur").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("RevisionLoyer_annee_uq").on(t.DossierId, t.dateRevision),
    index("RevisionLoyer_dateEffet_idx").on(t.dateEffet),
  ],
);
