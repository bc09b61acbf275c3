import {
  sqliteTable,
  text,
  integer,
  real,
  index,
  primaryKey,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { id, bool, timestamps } from "./_columns";
import { Appartement } from "./appartement";
import { Client } from "./client";

export const Equipement = sqliteTable("Equipement", {
  id: id(),
  nom: text("nom").notNull(),
  collectif: bool("collectif").notNull().default(false),
  ...timestamps,
});

export const AppartementEquipement = sqliteTable(
  "AppartementEquipement",
  {
    AppartementId: integer("AppartementId")
      .notNull()
      .references(() => Appartement.id, { onDelete: "cascade" }),
    EquipementId: integer("EquipementId")
      .notNull()
      .references(() => Equipement.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.AppartementId, t.EquipementId] }),
    index("AppartementEquipement_EquipementId_idx").on(t.EquipementId),
  ],
);

export const AppartementProprietaire = sqliteTable(
  "AppartementProprietaire",
  {
    AppartementId: integer("AppartementId")
      .notNull()
      .references(() => Appartement.id, { onDelete: "cascade" }),
    ClientId: integer("ClientId")
      .notNull()
      .references(() => Client.id, { onDelete: "cascade" }),
    /** The owner's share of the apartment in percent (two decimals); null: equal shares among its owners. */
    quotePart: real("quotePart"),
  },
  (t) => [
    primaryKey({ columns: [t.AppartementId, t.ClientId] }),
    index("AppartementProprietaire_ClientId_idx").on(t.ClientId),
  ],
);

export const Variable = sqliteTable(
  "Variable",
  { id: id(), nom: text("nom").notNull(), valeur: real("valeur").notNull(), ...timestamps },
  (t) => [uniqueIndex("Variable_nom_uq").on(t.nom)],
);

export const History = sqliteTable(
  "History",
  {
    id: id(),
    AppartementId: integer("AppartementId").references(() => Appartement.id, {
      onDelete: "cascade",
    }),
    etat: text("etat").notNull(),
    user: text("user").notNull(),
    createdAt: text("createdAt")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [index("History_AppartementId_idx").on(t.AppartementId)],
);
