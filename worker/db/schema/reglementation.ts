import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { date, id, timestamps } from "./_columns";

// Issue 73 item 4, Paramètres > Réglementation: a row an admin adds to a regulatory table over the rows the product
// ships (worker/domain/reglementation/): a new decree, an extension of the rent-control experiment. Rows are added,
// never changed (the journal keeps who added what); the unique index refuses the same row twice, even in parallel.
export const LigneReglementation = sqliteTable(
  "LigneReglementation",
  {
    id: id(),
    /** The table: "encadrement", "zones-tendues", "relocation" (domain/reglementation/tables.ts). */
    tableau: text("tableau").notNull(),
    /** What tells rows of one table apart on one first day: the territory for rent control, else "". */
    cle: text("cle").notNull(),
    debut: date("debut").notNull(),
    fin: date("fin"),
    source: text("source").notNull(),
    /** The row's content as JSON (the territory's communes, the list's communes), checked when read. */
    donnees: text("donnees").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("LigneReglementation_uq").on(t.tableau, t.cle, t.debut)],
);
