import { real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "./_columns";

// The IRL quarters an admin added or corrected in Paramètres > IRL, over the published values the app ships
// (worker/domain/irl/published.ts). Only the admin's rows live here, so a fresh instance's table is empty (a restore
// needs an empty instance) and a release brings newly published quarters without a migration.
export const Irl = sqliteTable(
  "Irl",
  {
    id: id(),
    /** "2025-T3". */
    trimestre: text("trimestre").notNull(),
    valeur: real("valeur").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("Irl_trimestre_uq").on(t.trimestre)],
);
