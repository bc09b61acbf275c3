import { sqliteTable, text, integer, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, cents, date, timestamps } from "./_columns";
import { Dossier } from "./dossier";

// The return of a dossier's security deposit (loi n° 89-462 art. 22), opened once the keys are back
// (`Dossier.dateRestitutionCles`). One row per dossier (the unique index decides between parallel first saves);
// what is kept back and why is in DeductionDepot. Amounts in cents. Both go with their dossier.
export const RestitutionDepot = sqliteTable(
  "RestitutionDepot",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    /** Kept until the co-ownership's accounts are closed: at most 20 % of the deposit (art. 22, al. 5). */
    retenueSyndic: cents("retenueSyndic").notNull().default(0),
    /** The day the deposit was paid back; null while it is still due. */
    dateRestitution: date("dateRestitution"),
    ...timestamps,
  },
  (t) => [uniqueIndex("RestitutionDepot_DossierId_uq").on(t.DossierId)],
);

// One deduction from the deposit: its reason, its amount, and the room of the exit inventory that justifies it
// (the room's id in the inventory's `pieces`, or its name for rooms stored before ids). Replaced whole by
// PUT /Dossier/{id}/restitutionDepot.
export const DeductionDepot = sqliteTable(
  "DeductionDepot",
  {
    id: id(),
    DossierId: integer("DossierId")
      .notNull()
      .references(() => Dossier.id, { onDelete: "cascade" }),
    motif: text("motif").notNull(),
    montant: cents("montant").notNull(),
    piece: text("piece"),
    /** The day the deduction was found or invoiced (YYYY-MM-DD); null before issue 39: the keys' return. */
    date: date("date"),
    ordre: integer("ordre").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("DeductionDepot_DossierId_idx").on(t.DossierId, t.ordre)],
);
