import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ENTITES_IMPORT, Import } from "./import";

/**
 * A record an import updated (issue 74, item 6; ADR 116): its row before the import (`avant`) and as the import left
 * it (`apres`), both JSON objects of its columns but id and timestamps, written in the import's own batch. The undo
 * writes `avant` back while the record still reads `apres`; otherwise it names the field changed since.
 */
export const ImportAvant = sqliteTable(
  "ImportAvant",
  {
    ImportId: integer("ImportId")
      .notNull()
      .references(() => Import.id, { onDelete: "cascade" }),
    entite: text("entite", { enum: ENTITES_IMPORT }).notNull(),
    entiteId: integer("entiteId").notNull(),
    avant: text("avant").notNull(),
    apres: text("apres"),
  },
  (t) => [primaryKey({ columns: [t.ImportId, t.entite, t.entiteId] })],
);
