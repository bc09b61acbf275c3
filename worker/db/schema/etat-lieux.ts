import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core";
import { id, bool, date, timestamps } from "./_columns";
import { Appartement } from "./appartement";
import type { PieceEtatLieux } from "../../domain/schemas/etat-lieux";
import type { Cle, Compteur } from "../../domain/schemas/etat-lieux-releves";

export const EtatLieux = sqliteTable(
  "EtatLieux",
  {
    id: id(),
    AppartementId: integer("AppartementId").references(() => Appartement.id, {
      onDelete: "cascade",
    }),
    signed: text("signed"),
    interphone: bool("interphone").notNull().default(false),
    doubleVitrage: bool("doubleVitrage").notNull().default(false),
    eauFroide: text("eauFroide").notNull(),
    eauChaude: text("eauChaude").notNull(),
    chauffage: text("chauffage").notNull(),
    antenne: text("antenne").notNull(),
    amenagement: text("amenagement").notNull(),
    clef: text("clef").notNull(),
    lieu: text("lieu").notNull(),
    date: date("date").notNull(),
    // Inventory grid: [{ id, piece, nom, Mur, Sol, Plafond, Fenetre, Electricite, Plomberie, Serrure, Observation }]
    pieces: text("pieces", { mode: "json" }).$type<PieceEtatLieux[]>(),
    // Décret n° 2016-382, art. 3: meters [{ type, numero, releve }], keys [{ type, nombre }], and on the exit the
    // tenant's new address.
    compteurs: text("compteurs", { mode: "json" }).$type<Compteur[]>(),
    cles: text("cles", { mode: "json" }).$type<Cle[]>(),
    nouvelleAdresse: text("nouvelleAdresse"),
    ...timestamps,
  },
  (t) => [index("EtatLieux_AppartementId_idx").on(t.AppartementId)],
);
