import { sql } from "drizzle-orm";
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

/**
 * A change of an apartment's owners or shares waiting for a second person (issue 59 item 4, held like an IBAN): the
 * payouts follow the shares in force until another admin or comptable confirms it (or its author cancels it).
 * `parts`: JSON `[{ ClientId, quotePart }]`, the whole new list. One waiting change an apartment (unique index).
 */
export const QuotesPartsEnAttente = sqliteTable(
  "QuotesPartsEnAttente",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    AppartementId: integer("AppartementId")
      .notNull()
      .references(() => Appartement.id, { onDelete: "cascade" }),
    parts: text("parts").notNull(),
    statut: text("statut", { enum: ["a_verifier", "confirme", "annule"] })
      .notNull()
      .default("a_verifier"),
    auteur: text("auteur").notNull(),
    createdAt: text("createdAt").notNull(),
    traitePar: text("traitePar"),
    traiteAt: text("traiteAt"),
  },
  (t) => [
    uniqueIndex("QuotesPartsEnAttente_ouverte_uq")
      .on(t.AppartementId)
      .where(sql`"statut" = 'a_verifier'`),
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
