import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "./_columns";
import { Appartement } from "./appartement";

// An apartment's furniture list, one row a line, printed by the furniture inventory annexed to a furnished lease
// (loi n° 89-462 art. 25-5; the mandatory items of décret n° 2015-981 art. 2 carry their key in
// `elementObligatoire`). Replaced whole by PUT /Appartement/{id}/mobilier; goes with its apartment.
export const Mobilier = sqliteTable(
  "Mobilier",
  {
    id: id(),
    AppartementId: integer("AppartementId")
      .notNull()
      .references(() => Appartement.id, { onDelete: "cascade" }),
    designation: text("designation").notNull(),
    quantite: integer("quantite").notNull().default(1),
    /** neuf, bon état, état d'usage, usagé, à remplacer; null: still to fill. */
    etat: text("etat"),
    piece: text("piece"),
    /** The key of the décret 2015-981 item this line stands for; null for any other piece of furniture. */
    elementObligatoire: text("elementObligatoire"),
    ordre: integer("ordre").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("Mobilier_AppartementId_idx").on(t.AppartementId, t.ordre)],
);
