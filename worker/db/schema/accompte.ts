import { sqliteTable, text, integer, real, index } from "drizzle-orm/sqlite-core";
import { id, cents, bool, date, timestamps } from "./_columns";
import { Mission } from "./mission";
import { Appartement } from "./appartement";

export const Accompte = sqliteTable(
  "Accompte",
  {
    id: id(),
    MissionId: integer("MissionId").references(() => Mission.id, { onDelete: "cascade" }),
    AppartementId: integer("AppartementId").references(() => Appartement.id, {
      onDelete: "set null",
    }),
    dateDepart: date("dateDepart").notNull(),
    dateFin: date("dateFin").notNull(),
    prix: cents("prix").notNull(),
    tva: real("tva").notNull().default(20),
    prixHT: cents("prixHT").notNull(),
    mode: text("mode").notNull().default("Virement"),
    datePaiement: date("datePaiement"),
    montant: cents("montant"),
    date: date("date"),
    regle: bool("regle").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("Accompte_MissionId_idx").on(t.MissionId),
    index("Accompte_AppartementId_idx").on(t.AppartementId),
  ],
);
